import type { AppDeps } from '../../platform/deps.js';
import { createNotification } from '../notifications/index.js';

/**
 * Tells the owner what happened to their release. Sent after the change committed: a
 * notification about a change that rolled back would be a lie, and a failed push must not undo
 * the decision.
 */
export async function notifyReleaseOwner(
  deps: AppDeps,
  input: { userId: number; title: string; message: string; toast: 'success' | 'warning' | 'info' },
): Promise<void> {
  try {
    await createNotification(deps, {
      userId: input.userId,
      title: input.title,
      message: input.message,
      type: 'message',
      toast: input.toast,
    });
  } catch (error) {
    deps.logger.error({ err: error, userId: input.userId }, 'release notification failed');
  }
}

export function releaseLabel(title: string): string {
  return title.trim() === '' ? 'Your release' : `"${title}"`;
}
