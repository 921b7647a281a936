/**
 * The areas a manager can be given access to, one by one. Each is named on the routes that
 * write in it; the web guard and the server read the same names.
 */
export const PERMISSION_AREAS = [
  'support',
  'transfer-in',
  'priority-pitch',
  'publishing',
  'blocklist',
  'spotify-discovery-mode',
  'chart-registration',
  'greenlist',
  'usage-discovery',
  'cover-song-licensing',
  'copyright-registration',
  'audio-recognition',
  'royalty-splits',
  'promotional-assets',
  'releases',
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** What a person may do in an area: read it, write (create) in it, update what is there, delete. */
export const ACCESS_TYPES = ['read', 'write', 'update', 'delete'] as const;

export type AccessType = (typeof ACCESS_TYPES)[number];

/** The words a person sees for each access type when permissions are edited. */
export const ACCESS_TYPE_LABELS: Record<AccessType, string> = {
  read: 'View',
  write: 'Admin',
  update: 'Editor',
  delete: 'Delete',
};

/** The access types held per area; an area left out is not accessible at all. */
export type AreaAccess = Partial<Record<PermissionArea, readonly AccessType[]>>;

/** Every access type in every area: what the owner of an account holds over it. */
export const FULL_ACCESS: AreaAccess = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, ACCESS_TYPES]));
