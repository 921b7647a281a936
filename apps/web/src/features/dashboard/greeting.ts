import { resolveDisplayName, type User } from '@liner/domain';

/** "Welcome back, {display name}", or just "Welcome back" when the account has no name yet. */
export function greeting(user: User | null): string {
  if (!user) return 'Welcome back';
  const name = resolveDisplayName(user);
  return name && name !== user.email ? `Welcome back, ${name}` : 'Welcome back';
}
