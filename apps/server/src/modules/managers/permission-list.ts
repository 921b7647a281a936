import {
  ACCESS_TYPES,
  type AreaAccess,
  normaliseAccess,
  PERMISSION_AREAS,
  type Permission,
  type PermissionGrant,
} from '@liner/domain';

/** The access of a relationship as the API lists it: every area, with what is granted and what could be. */
export function permissionList(access: AreaAccess): Permission[] {
  return PERMISSION_AREAS.map((name) => ({
    name,
    accessTypes: [...(access[name] ?? [])],
    availableTypes: [...ACCESS_TYPES],
  }));
}

/** A form's grants as stored access; an area sent twice keeps its last grant. */
export function accessFromGrants(grants: readonly PermissionGrant[]): AreaAccess {
  const access: AreaAccess = {};
  for (const grant of grants) access[grant.name] = grant.accessTypes;
  return normaliseAccess(access);
}
