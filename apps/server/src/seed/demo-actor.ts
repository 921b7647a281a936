import type { UserRow } from '../modules/auth/index.js';
import { type Actor, actorForSession } from '../platform/request-auth.js';
import type { DemoContext } from './demo-context.js';

/**
 * A person acting for their own account, as a signed-in session of theirs would. The operations
 * the seed replays never read the session, so the seed opens none (it would show among the demo
 * accounts' active sessions); the cast stands for the session row they do not need.
 */
export function demoActorOf(ctx: DemoContext, user: UserRow): Actor {
  const session = { id: 'demo-seed', expiresAt: ctx.clock.now() } as Actor['session'];
  return actorForSession({ user, session });
}
