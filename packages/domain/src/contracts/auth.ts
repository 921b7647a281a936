import { z } from 'zod';
import { lineText, text } from './primitives.js';
import { paginated } from './common.js';
import { ChangelogEntry, Notification } from './notifications.js';
import { Subscription, User } from './user.js';
import { UserDocument } from './documents.js';
import { PlatformLinksSummary } from './platform-links.js';
import { ActingAccount } from './managers.js';
import { AccountProfile } from './account-profile.js';
import { IdentityFlags } from './identity.js';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '../password-policy.js';
import { CaptchaSolution } from './captcha.js';

/** The message for an absent field; other problems keep their own messages. */
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

const email = text(whenMissing('Enter your e-mail address'))
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address')
  .max(254)
  .email('Enter a valid e-mail address');
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,30})[a-z0-9]$/;
const username = text(whenMissing('Enter a username'))
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(
    USERNAME_PATTERN,
    'Use letters, digits, dots, dashes or underscores, starting and ending with a letter or digit',
  );

/** A new password: length and common-password checks, messages from password-policy. */
export const NewPassword = text(whenMissing('Enter a password')).superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
});

export const RegisterRequest = z.object({
  email,
  username,
  password: NewPassword,
  type: z.enum(['artist', 'label'], { message: 'Choose an artist or a label account' }),
  firstName: lineText(whenMissing('Enter your first name')).trim().min(1, 'Enter your first name').max(100),
  lastName: lineText(whenMissing('Enter your last name')).trim().min(1, 'Enter your last name').max(100),
  captcha: CaptchaSolution,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const TokenResponse = z.object({ token: text() });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const AvailabilityUsernameRequest = z.object({ username: text().trim().toLowerCase().min(1).max(64) });
export const AvailabilityEmailRequest = z.object({ email: text().trim().toLowerCase().min(1).max(254) });
export const AvailabilityResponse = z.object({ available: z.boolean(), message: text().optional() });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

export const VerifyEmailRequest = z.object({
  token: text().min(1, 'The confirmation link is incomplete').max(200),
});

export const LoginRequest = z.object({
  /** The e-mail field also accepts the username. */
  email: text(whenMissing('Enter your e-mail or username')).trim().min(1, 'Enter your e-mail or username').max(254),
  password: text(whenMissing('Enter your password')).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginTokenAnswer = z.object({ token: text() });
export const LoginGoogleAuthAnswer = z.object({
  googleAuth: z.literal(true),
  email: text(),
  secretHash: text(),
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
});
export const LoginTwoFactorAnswer = z.object({
  twoFactor: z.literal(true),
  type: z.literal('email'),
  email: text(),
  secretHash: text(),
});
export const LoginResponse = z.union([LoginTokenAnswer, LoginGoogleAuthAnswer, LoginTwoFactorAnswer]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const VerifyLoginRequest = z.object({
  secretHash: text().min(1).max(200),
  code: text(whenMissing('Enter the 6-digit code'))
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyLoginRequest = z.infer<typeof VerifyLoginRequest>;

export const ResendAuthCodeRequest = z.object({ secretHash: text().min(1).max(200) });

export const RecoverRequest = z.object({ email, captcha: CaptchaSolution });
export type RecoverRequest = z.infer<typeof RecoverRequest>;
export const RecoverSubmitRequest = z
  .object({
    token: text().min(1).max(200),
    password: NewPassword,
    password_confirmation: text().optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    message: 'The passwords do not match',
    path: ['password_confirmation'],
  });
export type RecoverSubmitRequest = z.infer<typeof RecoverSubmitRequest>;

export const MeResponse = z.object({
  user: User,
  subscription: Subscription,
  notifications: z.array(Notification),
  changelog: z.array(ChangelogEntry),
  newChangelogCount: z.number().int(),
  /** The user's documents (contracts, tax forms), newest first. */
  documents: z.array(UserDocument),
  /** The account's Spotify link, Audiomack flag and discovery mode setting (docs/product/platform-links.md). */
  platforms: PlatformLinksSummary,
  /** The account this session acts for after a manager's switch; null on the person's own account. */
  acting: ActingAccount.nullable(),
  /** Artist info, newsletter, billing, business details, label profile, additional addresses. */
  profile: AccountProfile,
  /** The account's identity verification flags (docs/product/identity-verification.md). */
  identityVerification: IdentityFlags,
});
export type MeResponse = z.infer<typeof MeResponse>;

export const LoginHistoryRow = z.object({
  id: z.number().int(),
  createdAt: text(),
  ipAddress: text(),
  /** "Access Granted" for a successful sign-in, "Access Denied" for a failed one. */
  type: z.enum(['Access Granted', 'Access Denied']),
  device: text(),
  browser: text(),
  os: text(),
  repeated: z.number().int(),
});
export const LoginHistoryPage = paginated(LoginHistoryRow);
export type LoginHistoryRow = z.infer<typeof LoginHistoryRow>;

export const ActiveSession = z.object({
  id: text(),
  createdAt: text(),
  lastUsedAt: text(),
  country: text(),
  city: text(),
  device: text(),
  ip: text(),
  browser: text(),
  os: text(),
  isCurrentSession: z.boolean(),
});
export const ActiveSessionPage = paginated(ActiveSession);
export type ActiveSession = z.infer<typeof ActiveSession>;

export const SingleSessionLogoutRequest = z.object({ id: text().uuid('Unknown session') });
export const LogoutOthersResponse = z.object({ revoked: z.number().int() });

export const NOT_AVAILABLE = 'N/A';
/** The httpOnly cookie that carries a browser's session token (the web app never reads it). */
export const AUTH_COOKIE = 'token';
/** A readable cookie holding no secret: tells the web app a session cookie was set, so it loads the user. */
export const SIGNED_IN_COOKIE = 'signed_in';
export const TOKEN_LIFETIME_DAYS = 7;
export const RECOVERY_TOKEN_MINUTES = 60;
/**
 * Sign-in throttle, per account (or unknown login name) and IP, or per account and known device
 * (docs/product/auth.md): this many failures are free...
 */
export const LOGIN_FREE_FAILURES = 5;
/** ...then the pair waits this long after its latest failure, twice as long after each further one... */
export const LOGIN_FIRST_DELAY_SECONDS = 30;
/** ...up to this wait. */
export const LOGIN_MAX_DELAY_SECONDS = 60 * 60;
/** Failures older than this, or older than the pair's latest success, no longer count. */
export const LOGIN_FAILURE_MEMORY_HOURS = 24;
/** Failures on one account from anywhere in an hour after which unknown devices wait too (known devices do not). */
export const LOGIN_ACCOUNT_FAILURES_PER_HOUR = 50;
/** The httpOnly cookie that marks a browser; a device that signed in to an account before is "known" to it. */
export const DEVICE_COOKIE = 'liner_device';
export const DEVICE_COOKIE_DAYS = 365;
