import { ACCOUNT_SETTINGS_MESSAGES, type UpdateBillingRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { saveProfileSettings } from './settings-row.js';

/** Who the account's invoices are made out to; a second save replaces the first. */
export async function updateBilling(deps: AppDeps, accountId: number, input: UpdateBillingRequest): Promise<string> {
  await saveProfileSettings(
    deps.db,
    accountId,
    {
      billingName: input.billingName,
      billingCompany: input.company,
      billingVatNumber: input.vatNumber,
      citizenship: input.citizenship,
      nationality: input.nationality,
    },
    deps.clock.now(),
  );
  return ACCOUNT_SETTINGS_MESSAGES.billingSaved;
}
