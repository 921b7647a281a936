import { z } from 'zod';
import { text } from './primitives.js';

export const CAPTCHA_MESSAGES = {
  missing: 'Confirm that you are not a robot',
  invalid: 'The robot check failed. Try it again',
  used: 'This robot check was already used. Try it again',
} as const;

/** The solved challenge the widget puts in the form: base64 of its JSON answer. */
export const CaptchaSolution = text({ error: CAPTCHA_MESSAGES.missing })
  .min(1, CAPTCHA_MESSAGES.missing)
  .max(4000, CAPTCHA_MESSAGES.invalid);

/** A proof-of-work challenge, in the shape the altcha widget reads. */
export const CaptchaChallenge = z.object({
  algorithm: text(),
  challenge: text(),
  maxnumber: z.number().int().optional(),
  salt: text(),
  signature: text(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
