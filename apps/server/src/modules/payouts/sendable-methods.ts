import {
  isSendableMethodType,
  type PayoutMethodType,
  PROVIDER_METHOD_MESSAGES,
  type SendableMethodType,
} from '@liner/domain';
import { fieldError } from '../../platform/errors.js';

/**
 * The methods a payout request can use: those a batch can be sent or exported to. Manifest is
 * recorded and verified, but nothing sends to it, so a request to it is refused rather than left
 * waiting at the desk with no way out. Venmo is paid in US dollars only (PayPal refuses others).
 */
export function sendableMethodType(type: PayoutMethodType, currency: string): SendableMethodType {
  if (!isSendableMethodType(type)) throw fieldError('methodId', PROVIDER_METHOD_MESSAGES.notSendableYet);
  if (type === 'venmo' && currency !== 'USD') throw fieldError('methodId', PROVIDER_METHOD_MESSAGES.venmoUsdOnly);
  return type;
}
