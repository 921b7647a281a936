import type { FastifyRequest } from 'fastify';
import { type AccountRole, type AreaAccess, FULL_ACCESS, type PermissionActor } from '@liner/domain';
import type { AppDeps } from './deps.js';
import { AppError } from './errors.js';
import { sessionCookieOf } from './session-cookie.js';

/**
 * The signed-in person and their session. Platform names only the columns it reads; the auth area
 * widens both to its full rows by declaration merging (modules/auth/sessions.ts), so routes get the
 * whole user row while platform imports no area.
 */
export interface SignedInUser {
  id: number;
  isAdmin: boolean;
  bannedAt: Date | null;
  /** When the person confirmed their e-mail address; null until they do. */
  confirmedAt: Date | null;
  /** A collaborator account acts with the collaborator role on its own account. */
  type: 'artist' | 'label' | 'collaborator';
}

export interface SignedInSession {
  id: string;
  expiresAt: Date;
}

/** Who is asking, and for which account: see packages/domain/src/permissions and docs/product/permissions.md. */
export interface Actor extends PermissionActor<SignedInUser> {
  session: SignedInSession;
  /**
   * The row of the account acted for (`account.id === accountId`): what operations acting on the
   * account's behalf read (its e-mail for split shares, its type). The person's own row unless the
   * session switched into an account they manage.
   */
  account: SignedInUser;
  accountId: number;
  role: AccountRole;
  access: AreaAccess;
}

/** The account a session switched into, and what the person holds there (the managers area decides). */
export interface ActingFor {
  account: SignedInUser;
  role: 'manager' | 'team-member';
  access: AreaAccess;
}

export interface ResolvedSession {
  session: SignedInSession;
  user: SignedInUser;
  /** Set when the session acts for another account; absent or null on the person's own account. */
  acting?: ActingFor | null;
}

/** Finds the live session behind a bearer token; the auth and managers areas provide it when the app is built. */
export type SessionResolver = (deps: AppDeps, token: string) => Promise<ResolvedSession | null>;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/** The request's session token: an API client's bearer header first, else the browser's session cookie. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return bearerToken(request) ?? sessionCookieOf(request);
}

/**
 * A person acts for their own account (as its owner, or as a collaborator when that is their
 * account's type) unless the session switched into an account they manage: then the account, the
 * role and the access are the ones that relationship grants.
 */
export function actorForSession(found: ResolvedSession): Actor {
  const base = { user: found.user, session: found.session, emailConfirmed: found.user.confirmedAt !== null };
  if (found.acting)
    return {
      ...base,
      account: found.acting.account,
      accountId: found.acting.account.id,
      role: found.acting.role,
      access: found.acting.access,
    };
  const role: AccountRole = found.user.type === 'collaborator' ? 'collaborator' : 'owner';
  return { ...base, account: found.user, accountId: found.user.id, role, access: FULL_ACCESS };
}

/** The actor behind the request's token; 401 for a missing, expired or revoked token and for a suspended person. */
export async function authenticate(request: FastifyRequest, resolveSession: SessionResolver): Promise<Actor> {
  const token = sessionTokenOf(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const found = await resolveSession(request.server.deps, token);
  if (!found) throw new AppError('UNAUTHENTICATED', { message: 'Your session has expired. Please sign in again' });
  if (found.user.bannedAt)
    throw new AppError('UNAUTHENTICATED', { message: 'This account is suspended', reason: 'BANNED' });
  return actorForSession(found);
}

/**
 * The actor behind the request's token, or null when there is none: for a public route that also
 * links what it does to the person signed in. A dead session or a suspended person counts as a
 * guest there (a suspended person may still dispute the suspension).
 */
export async function identifyIfSignedIn(
  request: FastifyRequest,
  resolveSession: SessionResolver,
): Promise<Actor | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const found = await resolveSession(request.server.deps, token);
  if (!found || found.user.bannedAt) return null;
  return actorForSession(found);
}

/** On a public route declared with `identify`: the signed-in actor, or null for a guest. */
export function signedInActorOf(request: FastifyRequest): Actor | null {
  return request.actor ?? null;
}

/** The signed-in actor; only on routes whose policy is not public. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/** The account the request acts for: what queries scope by. */
export function accountOf(request: FastifyRequest): number {
  return actorOf(request).accountId;
}

export function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
