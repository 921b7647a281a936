// The auth area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export {
  consumeChallenge,
  countChallengesSince,
  findOpenChallenge,
  hashLoginCode,
  openLoginChallenge,
  spendChallengeAttempt,
} from './login-challenges.js';
export { findUserByLogin } from './login.js';
export { hashPassword, verifyPassword } from './password-hash.js';
export { registerAuthRoutes } from './routes.js';
export { assertCaptchaSolved } from './captcha.js';
export { registerAuthWorkers } from './auth-workers.js';
export { RECOVERY_MAIL_QUEUE } from './recover-password.js';
export { createSession, findActiveSession, type ClientInfo, type UserRow } from './sessions.js';
export { presentUser } from './present-user.js';
export { findUserDetails, saveUserDetails } from './user-details.js';
export { findLatestOneTimeCode, replaceOneTimeCode, useOneTimeCode } from './one-time-tokens.js';
export { revokeOtherSessions } from './revoke-sessions.js';
export { spendPasswordResetLinks } from './recover-password.js';
export { findLiveSessionIds } from './live-sessions.js';
export { updateAccountType, updateUserAccount, type UserAccountChanges } from './update-user-account.js';
export { claimTotpStep } from './claim-totp-step.js';
export {
  findOperatorIds,
  findOperators,
  findUserById,
  findUserEmails,
  findUsersByIds,
  searchUsers,
} from './find-users.js';
export { findUsersByEmails } from './find-users-by-email.js';
export { countAccounts, insertAccountDetails, insertAccounts, type NewAccount } from './create-accounts.js';
export { setOperator } from './set-operator.js';
export { verificationEligibility } from './verification-eligibility.js';
export { isPromoActive } from './present-user.js';
export { applyPromoCode } from './apply-promo-code.js';
export { createPromoCode } from './promo-codes.js';
