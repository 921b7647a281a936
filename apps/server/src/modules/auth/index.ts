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
export { createSession, findActiveSession, type ClientInfo, type UserRow } from './sessions.js';
