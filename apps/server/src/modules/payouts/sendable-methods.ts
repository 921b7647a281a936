import {
  isSendableMethodType,
  type PayoutMethodType,
  PROVIDER_METHOD_MESSAGES,
  type SendableMethodType,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { stripeConnectOf } from './stripe-connect-services.js';

/**
 * The methods a payout request can use: those a batch can be sent or exported to. Manifest is
 * recorded and verified, but nothing sends to it, so a request to it is refused rather than left
 * waiting at the desk with no way out. Venmo is paid in US dollars only (PayPal refuses others).
 * A bank account connected through Stripe has no details for the batch file: only Stripe
 * transfers can pay it, so it is refused where Stripe Connect is not set up.
 */
export function sendableMethodType(deps: AppDeps, type: PayoutMethodType): SendableMethodType {
  if (!isSendableMethodType(type)) throw fieldError('methodId', PROVIDER_METHOD_MESSAGES.notSendableYet);
  if (type === 'venmo' && deps.config.money.currency !== 'USD')
    throw fieldError('methodId', PROVIDER_METHOD_MESSAGES.venmoUsdOnly);
  if (type === 'stripe' && !stripeConnectOf(deps))
    throw fieldError('methodId', PROVIDER_METHOD_MESSAGES.stripeConnectOff);
  return type;
}
