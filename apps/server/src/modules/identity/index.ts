// The identity area's public surface: other areas, app.ts and the seed import only this file.
export { registerIdentityRoutes } from './routes.js';
export { identityFlagsOf } from './identity-checks.js';
export { payoutIdentityBlock, setIdentityRequiredForPayouts, type PayoutIdentityBlock } from './payout-gate.js';
export { requestVerification } from './request-verification.js';
export { submitVerification } from './submit-verification.js';
export { decideVerification } from './decide-verification.js';
