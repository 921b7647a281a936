/**
 * Roles of artists, writers and credits. A person may hold several; the wire format of the
 * legacy client is one string joined with semicolons ("primary;producer"), so both a list and
 * such a string are accepted and the list is what is stored.
 */
export const ROLE_SEPARATOR = ';';

export function joinRoles(roles: readonly string[]): string {
  return roles
    .map((role) => role.trim())
    .filter(Boolean)
    .join(ROLE_SEPARATOR);
}

export function splitRoles(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(ROLE_SEPARATOR) : value;
  const seen = new Set<string>();
  const roles: string[] = [];
  for (const part of parts) {
    const role = part.trim();
    if (role && !seen.has(role.toLowerCase())) {
      seen.add(role.toLowerCase());
      roles.push(role);
    }
  }
  return roles;
}

/** The role that makes an artist a release's primary artist (DDEX MainArtist). */
export const PRIMARY_ROLE = 'primary';
/** Featured artists: "feat." / "with" in store titles (DDEX FeaturedArtist). */
export const FEATURED_ROLES = ['featuring', 'with'] as const;
export const ARTIST_ROLES = ['primary', 'featuring', 'with', 'remixer', 'producer'] as const;
export const WRITER_ROLES = ['composer', 'lyricist', 'composer-lyricist', 'arranger'] as const;
export const CREDIT_ROLES = [
  'producer',
  'remixer',
  'mixing-engineer',
  'mastering-engineer',
  'arranger',
  'performer',
] as const;

export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.some((candidate) => candidate.trim().toLowerCase() === role);
}
