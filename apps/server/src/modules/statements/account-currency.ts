/** The install's account currency: the ledger's one currency (ACCOUNT_CURRENCY, default USD). */
import { ledgerConfig } from '../ledger/index.js';

export function accountCurrency(): string {
  return ledgerConfig.currency;
}
