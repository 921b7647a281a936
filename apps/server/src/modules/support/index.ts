// The support area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerSupportRoutes } from './routes.js';
export { startSupportMailReceiver } from './mail-receiver.js';
export { registerSupportWorkers, SUPPORT_SWEEP_QUEUE } from './support-workers.js';
export { sweepSupport } from './support-sweep.js';
export { listOwnTickets } from './list-tickets.js';
export {
  receiveSupportMailReply,
  type SupportMailOutcome,
  type SupportMailReply,
} from './receive-mail-reply.js';
export { replyTokenOfAddress, supportReplyAddress, SUPPORT_MAILBOX } from './reply-address.js';
// Operations the demo seed replays.
export { createTicket } from './create-ticket.js';
export { updateOwnTicket } from './update-ticket.js';
export { assignTicket, replyAsAgent, setTicketStatus } from './operator-writes.js';
export { createCustomMessage } from './create-custom-message.js';
export { createSavedReply } from './saved-replies.js';
export { endChatAsAgent, openChat } from './live-chat.js';
export { setChatAvailability } from './chat-presence.js';
export { dmcaForm, youtubeDisputeForm } from './claims/claim-forms.js';
export { recordSupportClaim } from './claims/record-claim.js';
