import type { AppDeps } from '../../platform/deps.js';
import { createNotification } from '../notifications/index.js';

/** Every change to how an account signs in leaves a 'security' notification (and a live toast). */
export async function notifySecurityChange(
  deps: AppDeps,
  userId: number,
  title: string,
  message: string,
): Promise<void> {
  await createNotification(deps, { userId, title, message, type: 'security', toast: 'info' });
}
