import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from './deps.js';
import { AppError, fieldError } from './errors.js';
import { idempotentRequests } from './tables.js';

/** How long a key answers with its first response; after that the same key is a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** How long a repeat waits for the first request with its key to finish before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_MS = 50;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'An Idempotency-Key is 1 to 255 visible characters',
  reused: 'This Idempotency-Key was already used for a different request; send a new key with a new request',
  inProgress: 'A request with this Idempotency-Key is still being processed; try again in a moment',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route moves money: a repeat with the same `Idempotency-Key` header (same person, same
     * route) answers the first response and does nothing. Only on routes that need a signed-in person.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request is the first one with its key: its answer is stored in onSend. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

interface IdempotencyClaim {
  userId: number;
  route: string;
  key: string;
}

type IdempotentRow = typeof idempotentRequests.$inferSelect;

const VISIBLE_KEY = /^[\x21-\x7e]{1,255}$/;

/** Object keys sorted, so the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

function requestHash(request: FastifyRequest): string {
  const subject = JSON.stringify([request.url, canonical(request.body ?? null)], (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(subject).digest('hex');
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !VISIBLE_KEY.test(key)) throw fieldError('Idempotency-Key', IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}

function whereClaim(claim: IdempotencyClaim) {
  return and(
    eq(idempotentRequests.userId, claim.userId),
    eq(idempotentRequests.route, claim.route),
    eq(idempotentRequests.key, claim.key),
  );
}

/**
 * Takes the key for this request, or finds who has it. The insert is the lock: of several
 * requests with one key only one inserts; the rest read the row it wrote. A row older than the
 * keeping time is forgotten first (with the person's other old keys).
 */
async function claimKey(deps: AppDeps, claim: IdempotencyClaim, hash: string): Promise<IdempotentRow | null> {
  const now = deps.clock.now();
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
  await deps.db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, claim.userId), lt(idempotentRequests.createdAt, expired)));
  const inserted = await deps.db
    .insert(idempotentRequests)
    .values({ ...claim, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length > 0) return null;
  const [existing] = await deps.db.select().from(idempotentRequests).where(whereClaim(claim)).limit(1);
  // Deleted between the insert and this read (its first request failed with a 5xx): take it again.
  return existing ?? claimKey(deps, claim, hash);
}

/** The first request's answer once it is stored; null when it is still running after the wait. */
async function waitForAnswer(deps: AppDeps, claim: IdempotencyClaim): Promise<IdempotentRow | null> {
  for (let waited = 0; waited < IDEMPOTENCY_WAIT_MS; waited += POLL_MS) {
    await sleep(POLL_MS);
    const [row] = await deps.db.select().from(idempotentRequests).where(whereClaim(claim)).limit(1);
    if (!row || row.statusCode !== null) return row ?? null;
  }
  return null;
}

function replay(reply: FastifyReply, row: IdempotentRow): FastifyReply {
  return reply
    .status(row.statusCode!)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(row.responseBody ?? '');
}

/**
 * `Idempotency-Key` for the routes that declare `config: { idempotent: true }`. A request without
 * the header runs as always. With it, the first request runs and its answer (status and body) is
 * kept for 24 hours; a repeat by the same person on the same route with the same key and the same
 * URL and body answers that stored answer without running anything; the same key with another URL
 * or body answers 422. A repeat arriving while the first still runs waits for its answer (up to
 * IDEMPOTENCY_WAIT_MS) and then answers 409. A 5xx answer is not kept, so the request can be
 * retried with its key (a money move is one transaction: a failed one moved nothing).
 */
export function installIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = keyOf(request);
    if (key === null || !request.actor) return;
    const claim = { userId: request.actor.user.id, route: `${request.method} ${request.routeOptions.url}`, key };
    const hash = requestHash(request);
    let existing = await claimKey(app.deps, claim, hash);
    if (existing === null) {
      request.idempotencyClaim = claim;
      return;
    }
    if (existing.requestHash !== hash) throw fieldError('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
    if (existing.statusCode === null) existing = await waitForAnswer(app.deps, claim);
    if (existing === null || existing.statusCode === null)
      throw new AppError('CONFLICT', { message: IDEMPOTENCY_MESSAGES.inProgress, reason: 'IDEMPOTENCY_IN_PROGRESS' });
    return replay(reply, existing);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500) {
      await app.deps.db.delete(idempotentRequests).where(whereClaim(claim));
      return payload;
    }
    const body = typeof payload === 'string' ? payload : payload === null || payload === undefined ? '' : null;
    if (body === null) {
      // Only JSON answers are kept; a streamed answer cannot be replayed, so the key is let go.
      await app.deps.db.delete(idempotentRequests).where(whereClaim(claim));
      return payload;
    }
    await app.deps.db
      .update(idempotentRequests)
      .set({ statusCode: reply.statusCode, responseBody: body })
      .where(whereClaim(claim));
    return payload;
  });
}
