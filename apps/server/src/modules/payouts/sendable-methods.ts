import {
  isSendableMethodType,
  type PayoutMethodType,
  PROVIDER_METHOD_MESSAGES,
  type SendableMethodType,
} from '@liner/domain';
import { fieldError } from '../../platform/errors.js';

/**
 * The methods a payout request can use: those a batch can be sent or exported to. Venmo,
 * Manifest and Tipalti are recorded and verified, but nothing sends to them yet, so a request
 * to one is refused rather than left waiting at the desk with no way out.
 */
export function sendableMethodType(type: PayoutMethodType): SendableMethodType {
  if (isSendableMethodType(type)) return type;
  throw fieldError('methodId', PROVIDER_METHOD_MESSAGES.notSendableYet);
}
