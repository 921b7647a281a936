import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppCaches } from './app-caches.js';
import { userTag, type TtlCache } from './cache.js';

/**
 * Signed-in reads answered from memory (decision 009). A read costs one or more database round
 * trips, each far dearer than the rest of the request (authentication comes from the session
 * cache, routing and serialisation are cheap); the same person asks the same reads again and
 * again (every page, every refetch). So a signed-in GET's JSON answer is kept for the session
 * cache's TTL, for that session (its person and account) only, and served again after the route's own
 * policy has passed.
 *
 * It never outlives a change this process makes: any write request (whoever makes it: a
 * transfer or an operator's review changes what others see), any finished job and any
 * `invalidateUser` drop the cached answers; a read that was running while a write happened is
 * not kept. Another server process's writes show within the TTL, as for sessions (decision 005).
 * A client may ask for a fresh answer with `Cache-Control: no-cache`. Public pages (a release's
 * link page) are kept the same way, once for everyone.
 */

interface CachedAnswer {
  payload: string;
  contentType: string;
}

/** Larger answers (a long report) are not worth the memory: they are read rarely and once. */
const MAX_ANSWER_CHARACTERS = 64 * 1024;
/** What all kept answers may hold together; past it they are all dropped (they live 5 s anyway). */
const BUDGET_CHARACTERS = 8 * 1024 * 1024;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A read waits at most this long for the same read already running before it runs its own. */
const WAIT_FOR_LEADER_MS = 30_000;

class AnswerCache {
  /** Bumped by every write: a read that saw an older generation may hold older rows. */
  generation = 0;
  /** Characters stored since the last clear (expired entries still count: it only overestimates). */
  private stored = 0;
  /**
   * Reads running now, by key. The same read arriving meanwhile waits for the first one and takes
   * its answer, rather than asking the database again (32 clients opening one page ask it 32 times
   * at once; on PGlite, which runs one query at a time, they would queue behind each other).
   */
  readonly running = new Map<string, { done: Promise<void>; finish: () => void }>();
  constructor(readonly entries: TtlCache<CachedAnswer>) {}

  lead(key: string): void {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const timer = setTimeout(() => this.finish(key), WAIT_FOR_LEADER_MS);
    timer.unref();
    this.running.set(key, {
      done,
      finish: () => {
        clearTimeout(timer);
        finish();
      },
    });
  }

  finish(key: string): void {
    const entry = this.running.get(key);
    if (!entry) return;
    this.running.delete(key);
    entry.finish();
  }

  keep(key: string, answer: CachedAnswer, tags: string[]): void {
    if (this.stored + answer.payload.length > BUDGET_CHARACTERS) {
      this.entries.clear();
      this.stored = 0;
    }
    this.stored += answer.payload.length;
    this.entries.set(key, answer, tags);
  }

  dropAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.stored = 0;
  }
}

const answerCaches = new WeakMap<AppCaches, AnswerCache>();

function answerCacheOf(caches: AppCaches): AnswerCache {
  let cache = answerCaches.get(caches);
  if (!cache) {
    cache = new AnswerCache(caches.named<CachedAnswer>('answers'));
    answerCaches.set(caches, cache);
  }
  return cache;
}

/** Drops every cached answer: call after a change made outside a request (a job, a script). */
export function dropCachedAnswers(caches: AppCaches): void {
  answerCacheOf(caches).dropAll();
}

function keyOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  // A public page answers everyone alike (its route does not even look at the token).
  if (request.routeOptions.config.access === 'public') return `public:${request.url}`;
  const actor = request.actor;
  if (!actor) return null;
  // The session too: an answer may mark which session is asking (the active-sessions list).
  return `${actor.user.id}:${actor.accountId}:${actor.session.id}:${request.url}`;
}

function wantsFreshAnswer(request: FastifyRequest): boolean {
  return /no-cache|no-store/i.test(request.headers['cache-control'] ?? '');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer cache's generation when this read started; -1 once it was answered from the cache. */
    answerGeneration: number;
    /** The key of the read this request runs first, that the same reads wait for; null when none. */
    answerLead: string | null;
  }
}

/** Install after the route policies (their onRequest hook signs the request in first). */
export function installAnswerCache(app: FastifyInstance, caches: AppCaches): void {
  const cache = answerCacheOf(caches);
  app.decorateRequest('answerGeneration', 0);
  app.decorateRequest('answerLead', null);

  app.addHook('onRequest', async (request, reply) => {
    request.answerGeneration = cache.generation;
    request.answerLead = null;
    const key = keyOf(request);
    if (!key || !cache.entries.enabled || wantsFreshAnswer(request)) return;
    const running = cache.running.get(key);
    if (running) await running.done;
    const hit = cache.entries.get(key);
    if (hit) {
      request.answerGeneration = -1;
      return reply.header('content-type', hit.contentType).send(hit.payload);
    }
    if (!running) {
      cache.lead(key);
      request.answerLead = key;
    }
  });
  const finishLead = async (request: FastifyRequest) => {
    const key = request.answerLead;
    request.answerLead = null;
    if (key) cache.finish(key);
  };
  app.addHook('onResponse', finishLead);
  app.addHook('onRequestAbort', finishLead);

  // onSend runs before the answer leaves: once a client sees a write answered, no read can be
  // served an answer from before it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method)) {
      cache.dropAll();
      return payload;
    }
    const key = keyOf(request);
    const contentType = String(reply.getHeader('content-type') ?? '');
    const keep =
      key !== null &&
      request.answerGeneration === cache.generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= MAX_ANSWER_CHARACTERS &&
      contentType.startsWith('application/json');
    if (keep && key) cache.keep(key, { payload, contentType }, request.actor ? [userTag(request.actor.user.id)] : []);
    await finishLead(request);
    return payload;
  });
}
