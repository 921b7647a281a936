import type { StoredPermission } from './route-types.js';

/** The permissions of a managed account are saved locally on switching and removed on logout. */
export const PERMISSIONS_STORAGE_KEY = 'permissions';

export function readStoredPermissions(): StoredPermission[] | null {
  try {
    const raw = localStorage.getItem(PERMISSIONS_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as StoredPermission[]) : null;
  } catch {
    return null;
  }
}

export function clearStoredPermissions(): void {
  localStorage.removeItem(PERMISSIONS_STORAGE_KEY);
}

/** Saves the permissions of the account switched into; the guard reads them (rule 1). */
export function storePermissions(permissions: readonly StoredPermission[]): void {
  localStorage.setItem(
    PERMISSIONS_STORAGE_KEY,
    JSON.stringify(permissions.map(({ name, accessTypes }) => ({ name, accessTypes }))),
  );
}
