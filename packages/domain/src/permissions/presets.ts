import { ACCESS_TYPES, type AccessType, type AreaAccess, PERMISSION_AREAS, type PermissionArea } from './areas.js';

/**
 * What a new manager is given until the owner changes it: they may look at every area and change
 * nothing. Granting more is a deliberate act of the owner.
 */
export const DEFAULT_MANAGER_ACCESS: AreaAccess = Object.fromEntries(
  PERMISSION_AREAS.map((area) => [area, ['read'] as const]),
);

/** The roles a label gives its staff (team members); each is a preset of the manager permissions. */
export const TEAM_ROLES = ['admin', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  admin: 'Admin: every access type in every area',
  editor: 'Editor: view everything, create and change releases, splits and links',
  viewer: 'Viewer: view everything, change nothing',
};

const EDITOR_AREAS: readonly PermissionArea[] = ['releases', 'royalty-splits', 'promotional-assets'];

function accessWhere(typesOf: (area: PermissionArea) => readonly AccessType[]): AreaAccess {
  return Object.fromEntries(PERMISSION_AREAS.map((area) => [area, typesOf(area)]));
}

/** The access a team member of this role holds in the label's account. */
export const TEAM_ROLE_ACCESS: Record<TeamRole, AreaAccess> = {
  admin: accessWhere(() => ACCESS_TYPES),
  editor: accessWhere((area) => (EDITOR_AREAS.includes(area) ? ['read', 'write', 'update'] : ['read'])),
  viewer: accessWhere(() => ['read']),
};

/** Keeps only known areas and types, each type once, in the canonical order. */
export function normaliseAccess(access: AreaAccess): AreaAccess {
  const kept: AreaAccess = {};
  for (const area of PERMISSION_AREAS) {
    const types = ACCESS_TYPES.filter((type) => access[area]?.includes(type));
    if (types.length > 0) kept[area] = types;
  }
  return kept;
}
