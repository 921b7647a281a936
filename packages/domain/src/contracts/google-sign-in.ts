import { z } from 'zod';
import { text } from './primitives.js';
import { LoginResponse, RegisterRequest } from './auth.js';

/** Whether this server offers Google sign-in (the web shows the button only then). */
export const GoogleSignInStatus = z.object({ enabled: z.boolean() });
export type GoogleSignInStatus = z.infer<typeof GoogleSignInStatus>;

/** Where to send the browser: Google's consent page for this sign-in. */
export const GoogleStartResponse = z.object({ url: text() });
export type GoogleStartResponse = z.infer<typeof GoogleStartResponse>;

const SIGN_IN_EXPIRED = 'This Google sign-in has expired. Try again';

/** The query Google sends back to /callback/google, passed on by the web as it came. */
export const GoogleLoginRequest = z.object({
  code: text({ error: SIGN_IN_EXPIRED }).min(1, SIGN_IN_EXPIRED).max(4096),
  state: text({ error: SIGN_IN_EXPIRED }).min(1, SIGN_IN_EXPIRED).max(512),
  iss: text().max(512).optional(),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;

/** A Google identity with no Liner account yet: the web opens /register/google/:email/:fn/:ln. */
export const GoogleRegisterAnswer = z.object({
  register: z.literal(true),
  email: text(),
  firstName: text(),
  lastName: text(),
});
export const GoogleLoginResponse = z.union([LoginResponse, GoogleRegisterAnswer]);
export type GoogleLoginResponse = z.infer<typeof GoogleLoginResponse>;

/** The e-mail address is the one Google vouched for (kept by the server), never one the form sends. */
export const GoogleRegisterRequest = RegisterRequest.pick({
  username: true,
  type: true,
  firstName: true,
  lastName: true,
});
export type GoogleRegisterRequest = z.infer<typeof GoogleRegisterRequest>;

/** How long a started Google sign-in waits for the answer, and then for the registration form. */
export const GOOGLE_SIGN_IN_MINUTES = 10;
export const GOOGLE_REGISTRATION_MINUTES = 30;
/** The httpOnly cookie tying a Google sign-in to the browser that started it. */
export const GOOGLE_SIGN_IN_COOKIE = 'liner_google';
export const GOOGLE_MESSAGES = {
  signInExpired: SIGN_IN_EXPIRED,
  registrationExpired: 'Your Google sign-in has expired. Continue with Google again',
  notConfirmed: 'Google did not confirm this sign-in. Try again',
  unverifiedEmail:
    'Google has not verified this e-mail address, so it cannot be used to sign in. Sign in with your password, or verify the address with Google first',
  linkedElsewhere: 'This Liner account is linked to another Google account',
} as const;
