// The managers area's public surface: who acts for an account besides its owner, and the switch.
export { actingForSession, presentActing, resolveActingSession } from './acting-account.js';
export { findReceivedInvitation, managesAnAccount } from './received-invitation.js';
export { registerManagerRoutes } from './routes.js';
export { inviteToAccount } from './invite-manager.js';
export { acceptInvitation } from './accept-invitation.js';
