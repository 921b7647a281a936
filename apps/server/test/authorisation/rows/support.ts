import { LET_THROUGH, type MatrixRows, SCOPED_NO_EFFECT } from '../matrix-entry.js';

const CLAIMED_FIRST =
  'managerFull, acting for the owner with every access type, runs just before the owner and attaches the upload: the owner then finds it taken (404)';

/** Support tickets: the list per state, the thread's files, replies, and the operator's inbox. */
export const SUPPORT_ROWS: MatrixRows = {
  'GET /api/portal/support/tickets/get/:status': {
    ids: { status: { literal: 'all' } },
    expect: SCOPED_NO_EFFECT,
    why: 'the state is a word, not an id: each account lists its own tickets',
  },
  'GET /api/portal/support/attachments/:id': {
    ids: { id: 'supportAttachment' },
    expect: { operator: LET_THROUGH },
    why: 'operators read every ticket in the inbox, its files included',
  },
  'POST /api/portal/support/tickets/create': {
    ids: { attachments: 'supportUploadForCreate' },
    body: { subject: 'Matrix question', description: 'A question from the matrix test.' },
    expect: { owner: 404, managerFull: LET_THROUGH },
    why: CLAIMED_FIRST,
  },
  'POST /api/portal/support/tickets/update': {
    ids: { id: 'supportTicket', attachments: 'supportUploadForUpdate' },
    body: { comment: 'A reply from the matrix test.' },
    expect: { owner: 404, managerFull: LET_THROUGH },
    why: CLAIMED_FIRST,
  },
  'POST /api/admin/support/tickets/assign': {
    ids: { id: 'supportTicket', assignee_id: 'ownerAccount' },
  },
  'POST /api/admin/support/tickets/reply': {
    ids: { id: 'supportTicket', attachments: 'operatorSupportUpload' },
    body: { html: '<p>From the matrix</p>', internal: true },
  },
  'POST /api/admin/support/tickets/status': {
    ids: { id: 'supportTicket' },
    body: { status: 'on-hold' },
  },
  'POST /api/admin/support/custom-messages': {
    ids: { account_id: 'ownerAccount' },
    body: { subject: 'Matrix message', html: '<p>Hello from the matrix</p>' },
  },
  'POST /api/admin/support/saved-replies/update': {
    ids: { id: 'savedReply' },
    body: { title: 'Matrix', html: '<p>Updated</p>' },
  },
  'DELETE /api/admin/support/saved-replies': { ids: { id: 'deletableSavedReply' } },
  'POST /api/portal/support/chat/message': {
    ids: { ticket_id: 'supportChat' },
    body: { message: 'A line from the matrix test' },
  },
  'POST /api/portal/support/chat/end': {
    ids: { ticket_id: 'endedSupportChat' },
    why: 'ending is idempotent: an ended chat answers its state again, so every actor allowed may call it',
  },
  'POST /api/admin/support/chat/end': { ids: { ticket_id: 'endedSupportChat' } },
  'POST /api/admin/support/claims/decide': {
    ids: { ticket_id: 'supportClaimTicket' },
    body: { decision: 'reject', note: 'Rejected by the matrix' },
  },
};
