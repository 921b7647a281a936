import { z } from 'zod';
import { boundedInt, calendarDate, idParam, lineText, text } from './primitives.js';
import { paginated } from './common.js';

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
export const PROMO_MESSAGES = {
  enter: 'Enter a promotional code',
  unknown: 'This promotional code is not valid',
  expired: 'This promotional code has expired',
  usedUp: 'This promotional code has been used up',
  alreadyUsed: 'You have already used this promotional code',
  format: 'Use 3 to 40 letters, digits, dashes or underscores',
  taken: 'A promotional code with this name already exists',
  ended: 'The promotional code no longer works; those who used it keep their free period',
} as const;
/** The longest free period one code may give. */
export const PROMO_MAX_DAYS = 3650;

const code = lineText({ error: PROMO_MESSAGES.enter })
  .trim()
  .toUpperCase()
  .min(1, PROMO_MESSAGES.enter)
  .max(40, PROMO_MESSAGES.format);

export const ApplyPromoCodeRequest = z.object({ code });
export type ApplyPromoCodeRequest = z.infer<typeof ApplyPromoCodeRequest>;
export const ApplyPromoCodeResponse = z.object({ message: text(), promoActiveUntil: text() });
export type ApplyPromoCodeResponse = z.infer<typeof ApplyPromoCodeResponse>;

export const CreatePromoCodeRequest = z.object({
  code: code.regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.format),
  durationDays: boundedInt(1, PROMO_MAX_DAYS, `Give a number of days from 1 to ${PROMO_MAX_DAYS}`),
  /** Empty: no limit. */
  maxUses: boundedInt(1, 1_000_000, 'Give a number of uses from 1 to 1,000,000').nullable().optional(),
  /** Last day the code can be applied (UTC); empty: never expires. */
  expiresOn: calendarDate().nullable().optional(),
});
export type CreatePromoCodeRequest = z.infer<typeof CreatePromoCodeRequest>;

export const PromoCode = z.object({
  id: z.number().int(),
  code: text(),
  durationDays: z.number().int(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresOn: text().nullable(),
  /** Can still be applied: not past its last day, not used up. */
  usable: z.boolean(),
  createdAt: text(),
});
export type PromoCode = z.infer<typeof PromoCode>;
export const PromoCodePage = paginated(PromoCode);
export type PromoCodePage = z.infer<typeof PromoCodePage>;

export const PromoCodeParams = z.object({ id: idParam('Choose a promotional code') });
export const EndPromoCodeResponse = z.object({ message: text(), promoCode: PromoCode });
export type EndPromoCodeResponse = z.infer<typeof EndPromoCodeResponse>;
