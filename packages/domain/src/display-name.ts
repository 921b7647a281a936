/** The value "0" means unset in user details (legacy data); treat it as empty. */
export function isUnset(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '' || value === '0';
}

export interface DisplayNameSource {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  artistName?: string | null;
  labelName?: string | null;
  email: string;
}

/** Display name, else first and last name, else artist or label name, else the e-mail. */
export function resolveDisplayName(user: DisplayNameSource): string {
  if (!isUnset(user.displayName)) return user.displayName!.trim();
  const full = [user.firstName, user.lastName]
    .filter((part) => !isUnset(part))
    .join(' ')
    .trim();
  if (full) return full;
  if (!isUnset(user.artistName)) return user.artistName!.trim();
  if (!isUnset(user.labelName)) return user.labelName!.trim();
  return user.email;
}
