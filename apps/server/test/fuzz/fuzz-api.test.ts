import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/sessions.js';
import { createUser, type CreatedUser } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { hostileBody, hostileText, hostileValue } from './hostile-values.js';
import { apiOperations, type ApiOperation } from './openapi-operations.js';

/**
 * Hostile requests to every operation of the OpenAPI document, as anonymous, as a signed-in artist
 * and (on operator routes) as an operator: none may answer 5xx or show the database's own words.
 * The seed is fixed so a run repeats; FUZZ_SEED and FUZZ_RUNS try others.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** Anonymous calls of a route that needs a token stop at the 401: a couple show that. */
const ANONYMOUS_RUNS_OF_GUARDED_ROUTES = 2;

/** Words of PostgreSQL, PGlite and the query builder that must never reach a caller. */
const DATABASE_WORDS =
  /violates|syntax error|invalid input (syntax|value)|out of range for type|duplicate key|null value in column|relation "|column "|Failed query|PGlite|SQLSTATE|invalid byte sequence|time zone displacement|date\/time field value/i;

type Actor = 'anonymous' | 'artist' | 'operator';

interface HostileRequest {
  method: ApiOperation['method'];
  url: string;
  body?: string;
}

interface Finding {
  actor: Actor;
  request: HostileRequest;
  status: number;
  answer: string;
}

function hostileRequest(operation: ApiOperation): fc.Arbitrary<HostileRequest> {
  const pathValues = fc.tuple(
    ...operation.pathParams.map(() =>
      fc.oneof(
        hostileText,
        hostileValue.map((value) => JSON.stringify(value) ?? ''),
      ),
    ),
  );
  const queryNames = [...operation.queryParams.map((param) => param.name), '__proto__', 'constructor', 'page', 'id'];
  const query = fc.array(
    fc.tuple(
      fc.constantFrom(...queryNames),
      fc.oneof(hostileText, fc.array(hostileText, { minLength: 2, maxLength: 3 })),
    ),
    { maxLength: 4 },
  );
  const body = operation.body
    ? hostileBody(operation.body).map((value) => JSON.stringify(value))
    : fc.constant(undefined);
  return fc.tuple(pathValues, query, body).map(([values, pairs, json]) => {
    let path = operation.path;
    operation.pathParams.forEach((param, index) => {
      path = path.replace(`{${param.name}}`, encodePathValue(String(values[index])));
    });
    const search = new URLSearchParams();
    for (const [name, value] of pairs) for (const item of [value].flat()) search.append(name, item);
    const queryText = search.toString();
    return { method: operation.method, url: queryText ? `${path}?${queryText}` : path, body: json };
  });
}

/** Percent-encodes a path value; a lone surrogate (no UTF-8 for it) goes as U+FFFD, as a browser sends it. */
function encodePathValue(value: string): string {
  const wellFormed = value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return encodeURIComponent(wellFormed) || '%20';
}

const isOperatorRoute = (operation: ApiOperation) => operation.path.startsWith('/api/admin/');

describe('hostile requests to every API operation', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;
  let operations: ApiOperation[];

  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
    operator = await createUser(ctx, { isAdmin: true });
    operations = await apiOperations(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A session of its own for each operation: one that logs out or revokes sessions spoils no other. */
  async function tokenFor(actor: Actor): Promise<string | null> {
    if (actor === 'anonymous') return null;
    const person = actor === 'operator' ? operator : artist;
    const { token } = await createSession(ctx.deps, person.user.id, { ip: '127.0.0.1', userAgent: 'fuzz' });
    return token;
  }

  async function send(actor: Actor, token: string | null, request: HostileRequest): Promise<Finding | null> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const res = await ctx.app.inject({ method: request.method, url: request.url, headers, payload: request.body });
    if (res.statusCode < 500 && !DATABASE_WORDS.test(res.body)) return null;
    return { actor, request, status: res.statusCode, answer: res.body.slice(0, 300) };
  }

  it('reads the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.some((operation) => operation.body !== null)).toBe(true);
    expect(operations.some((operation) => operation.pathParams.length > 0)).toBe(true);
  });

  it('answers none of them with a 5xx or a database error', { timeout: 240_000 }, async () => {
    const findings: Finding[] = [];
    for (const [index, operation] of operations.entries()) {
      const actors: Actor[] = ['anonymous', 'artist', ...(isOperatorRoute(operation) ? (['operator'] as const) : [])];
      for (const actor of actors) {
        const token = await tokenFor(actor);
        const numRuns = actor === 'anonymous' && !operation.isPublic ? ANONYMOUS_RUNS_OF_GUARDED_ROUTES : RUNS;
        const requests = fc.sample(hostileRequest(operation), { seed: SEED + index, numRuns });
        for (const request of requests) {
          const finding = await send(actor, token, request);
          if (finding) findings.push(finding);
        }
      }
    }
    const report = findings.map(
      (finding) =>
        `${finding.status} as ${finding.actor}: ${finding.request.method} ${finding.request.url.slice(0, 200)} ${finding.request.body?.slice(0, 200) ?? ''} -> ${finding.answer}`,
    );
    if (report.length > 0) console.error(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} to repeat):\n${report.join('\n')}`);
    expect(report).toEqual([]);
  });
});
