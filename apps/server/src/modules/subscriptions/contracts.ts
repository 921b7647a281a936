import { z } from 'zod';
import { idField, Subscription, SubscriptionPlanName, text } from '@liner/domain';

// Operator-only shapes: the web app has no operator screens yet, so they live beside the routes.
// Move them to packages/domain when a web form needs them.

export const GrantSubscriptionRequest = z.object({
  userId: idField('Choose an account'),
  /** Omitted = open-ended. */
  endsAt: z.iso.datetime({ offset: true, message: 'Give the end as an ISO date-time' }).optional(),
  /** The plan granted; its distribution fee applies to the account. */
  plan: SubscriptionPlanName.optional(),
});
export type GrantSubscriptionRequest = z.infer<typeof GrantSubscriptionRequest>;

export const GrantSubscriptionResponse = z.object({ message: text(), subscription: Subscription });

export const SubscriptionRequiredSetting = z.object({ required: z.boolean({ message: 'Say true or false' }) });

export const SUBSCRIPTION_GRANTED = 'Subscription granted';
export const END_IN_PAST = 'The end date must be in the future';

export const FEE_SAVED = 'Distribution fee saved';
