import type { MatrixRows } from '../matrix-entry.js';

const SWITCHED_IN = { managerFull: 0, managerNone: 0, teamViewer: 0 };

/** Managers, team members, the invited person's answer and the switch. */
export const MANAGER_ROWS: MatrixRows = {
  'POST /api/portal/manager/invite/cancel': { ids: { id: 'managerInvitation' } },
  'POST /api/portal/manager/edit-permissions': {
    ids: { id: 'managerRelationship' },
    body: { permissions: [{ name: 'releases', accessTypes: ['read'] }] },
  },
  'DELETE /api/portal/manager/remove/:id': { ids: { id: 'removableManager' } },
  'GET /api/portal/manager/permissions/:id': { ids: { id: 'managerRelationship' } },
  'POST /api/profile/remove/team': {
    ids: { id: 'teamMemberRelationship' },
    expect: { owner: 403, stranger: 403, unconfirmed: 403, operator: 403 },
    why: 'team members are for label accounts: an artist account is answered 403 before any row is read',
  },
  'GET /api/portal/manager/switch/:id': {
    ids: { id: 'ownerAccount' },
    expect: SWITCHED_IN,
    why: "the owner's own id switches them back to their own account; the people who manage it may switch into it",
  },
  'POST /api/portal/dashboard/accept-user-manager': {
    ids: { id: 'managerInvitation' },
    expect: { owner: 404, unconfirmed: 403 },
    why: 'an invitation is answered only from the address it names (none of the actors); an unconfirmed address is told to confirm it first',
  },
};
