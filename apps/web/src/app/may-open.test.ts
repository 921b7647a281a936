import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '@liner/domain';
import { mayOpen, type RouteViewer } from './may-open.js';

const owner: RouteViewer = { user: { type: 'label', isCollaborator: false }, permissions: null };
const collaborator: RouteViewer = { user: { type: 'collaborator', isCollaborator: true }, permissions: null };
const managerWith = (releases: ('read' | 'write' | 'update' | 'delete')[]): RouteViewer => ({
  user: { type: 'artist', isCollaborator: false },
  permissions: PERMISSION_AREAS.map((name) => ({ name, accessTypes: name === 'releases' ? releases : ['read'] })),
});

describe('mayOpen', () => {
  it('follows the guard: the wizard needs Admin on releases and is hidden from collaborators', () => {
    expect(mayOpen('uploader.index', owner)).toBe(true);
    expect(mayOpen('uploader.index', collaborator)).toBe(false);
    expect(mayOpen('uploader.index', managerWith(['read', 'write', 'update']))).toBe(true);
    expect(mayOpen('uploader.index', managerWith(['read', 'update']))).toBe(false);
  });

  it('keeps the owner-only pages from a manager whatever the grants, and opens the release view to all', () => {
    const all = managerWith(['read', 'write', 'update', 'delete']);
    expect(mayOpen('portal.audit', all)).toBe(false);
    expect(mayOpen('portal.managers', all)).toBe(false);
    expect(mayOpen('portal.audit', owner)).toBe(true);
    expect(mayOpen('portal.releases-view', collaborator)).toBe(true);
  });
});
