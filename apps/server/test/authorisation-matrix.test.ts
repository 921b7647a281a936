import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, needsConfirmedEmail, type PermissionAction } from '@liner/domain';
import { notifications } from '../src/modules/notifications/tables.js';
import { payoutBatches, payoutMethods, payoutRequests } from '../src/modules/payouts/tables.js';
import { isrcClaims, tracks } from '../src/modules/releases/tables.js';
import { walletTransfers } from '../src/modules/wallet/tables.js';
import { createOwnedTrack, submitOk } from '../src/modules/splits/testing.js';
import { statementMatchAliases } from '../src/modules/statements/tables.js';
import { statementUpload } from '../src/modules/statements/testing.js';
import { orderReport } from '../src/modules/reports/testing.js';
import type { RoutePolicy } from '../src/platform/permissions/route-policy.js';
import { apiOperations, type ApiOperation, type JsonSchema } from './fuzz/openapi-operations.js';
import { bearer, createUser, type CreatedUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';
import { createPublishableRelease, publishTestRelease, testReleaseForm } from './release-factories.js';

/**
 * Every route that takes an id (in its path or its body) × every actor, with the ids of real
 * resources of one account (the owner). The routes come from the app itself: a route with an id
 * and no entry in MATRIX fails the first test, so a new route cannot ship without its row.
 *
 * Expected, from the route's policy (docs/product/permissions.md):
 *  - anonymous: 401 on every route that is not public;
 *  - owner: let through (no 401, 403 or 404);
 *  - stranger (another ordinary account): 404, as if the row did not exist (403 where the policy
 *    itself refuses, e.g. a label-only route);
 *  - operator (another account with the operator flag): as a stranger on account routes (the flag
 *    opens no other account's rows), let through on operator routes;
 *  - unconfirmed (an account whose e-mail is not confirmed): 403 where the route's policy asks for
 *    a confirmed address (needsConfirmedEmail: money moves, answering a split), else as a stranger;
 *  - owner, stranger and unconfirmed: 403 on operator routes.
 */

type Actor = 'anonymous' | 'owner' | 'stranger' | 'unconfirmed' | 'operator';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'unconfirmed', 'operator', 'owner'];

/** The owner's resources the matrix reads its ids from. */
type Resource =
  | 'release'
  | 'track'
  | 'artworkFile'
  | 'audioFile'
  | 'uploadSession'
  | 'quicklink'
  | 'split'
  | 'shareAddressedToOwner'
  | 'report'
  | 'transfer'
  | 'payoutMethod'
  | 'payoutRequest'
  | 'payoutBatch'
  | 'isrcClaim'
  | 'statement'
  | 'matchAlias'
  | 'exchangeRate'
  | 'notification';

/** A value of a parameter that is not a row of Liner (a store's own artist id, a section name). */
interface Literal {
  literal: string | number;
}

interface MatrixEntry {
  /** Where each id (path parameter or body field) comes from. */
  ids: Record<string, Resource | Literal>;
  /** The rest of a valid body (the ids are written into it), so the call reaches the row. */
  body?: Record<string, unknown> | ((ctx: TestContext) => Record<string, unknown>);
  /** A query string the route needs, e.g. `offset=0`. */
  query?: string;
  /** The body is raw bytes (application/octet-stream) instead of JSON. */
  bytes?: Buffer;
  /** Exceptions to the rule above, with the reason in `why`. */
  expect?: Partial<Record<Actor, number>>;
  why?: string;
}

const LABEL_ONLY = { owner: 403, stranger: 403, unconfirmed: 403, operator: 403 };
const LABEL_ONLY_WHY = 'the label roster answers 403 to an artist account before any row is read';
/** Ids of other services (Spotify, YouTube, Apple): any signed-in person may look one up. */
const EXTERNAL = {
  ids: { id: { literal: 'external-artist-1' } },
  expect: { stranger: 0, unconfirmed: 0, operator: 0 },
  why: "another service's artist id or a search text is no row of Liner: every signed-in person may look it up",
};
/** 0 in `expect`: the actor is let through like the owner (no 401, 403 or 404). */
const LET_THROUGH = 0;
/** A row scoped in the query (`where owner = me`): another account's id is skipped, not refused. */
const SCOPED_NO_EFFECT = { stranger: LET_THROUGH, unconfirmed: LET_THROUGH, operator: LET_THROUGH };

const release = { ids: { id: 'release' } } satisfies MatrixEntry;
const NOT_DELIVERED_WHY = "a release's store states exist once it was delivered: before that, 404 to everyone";
/** A payout method is a choice of a form: one not among the caller's is the field's 422, as one that does not exist. */
const PAYOUT_METHOD_CHOICE: MatrixEntry = {
  ids: { methodId: 'payoutMethod' },
  body: { amount: '1.00' },
  expect: { stranger: 422, operator: 422 },
  why: "another account's payout method answers the form's 'Choose a connected payout method', as a missing one",
};

export const MATRIX: Record<string, MatrixEntry> = {
  'GET /api/portal/release/:id': release,
  'GET /api/distribution/release/:id': release,
  'GET /api/portal/release/:id/history': release,
  'GET /api/portal/release/:id/review': release,
  'GET /api/portal/release/:id/delivery-log': { ...release, expect: { owner: 404 }, why: NOT_DELIVERED_WHY },
  'GET /api/portal/release/:id/stores': { ...release, expect: { owner: 404 }, why: NOT_DELIVERED_WHY },
  'GET /api/portal/release/:id/edit-requests': release,
  'POST /api/portal/release/:id/edit-requests': { ids: { id: 'release' }, body: { section: 'title', value: 'New' } },
  'POST /api/portal/release/:id/edit-requests/tracks': {
    ids: { id: 'release', trackId: 'track' },
    body: { field: 'title', value: 'New' },
  },
  'DELETE /api/portal/release/:id/edit-requests/:section': { ids: { id: 'release', section: { literal: 'title' } } },
  'DELETE /api/portal/release/:id/edit-requests/tracks/:trackId/:field': {
    ids: { id: 'release', trackId: 'track', field: { literal: 'title' } },
  },
  'POST /api/portal/release/:id/edit-requests/submit': release,
  'POST /api/portal/release/:id/takedown': { ids: { id: 'release' }, body: { reason: 'Leaving the label' } },
  'POST /api/portal/release/:id/takedown/cancel': release,
  'POST /api/portal/release/save/release': {
    ids: { release_id: 'release', artworkFileId: 'artworkFile' },
    body: (ctx) => ({ ...testReleaseForm(ctx) }),
  },
  'POST /api/portal/release/save/tracks': {
    ids: { release_id: 'release', id: 'track', audioFileId: 'audioFile' },
    body: { tracks: [{ title: 'Song' }] },
  },
  'POST /api/portal/release/publish': { ids: { release_id: 'release' } },
  'POST /api/portal/release/validate/upc': { ids: { release_id: 'release' }, body: { upc: '036000291452' } },
  'POST /api/distribution/validate/isrc': { ids: { track_id: 'track' }, body: { isrc: 'USRC17607839' } },
  'GET /api/distribution/files/:id': { ids: { id: 'artworkFile' } },
  'GET /api/distribution/files/:id/preview': {
    ids: { id: 'artworkFile' },
    expect: { operator: LET_THROUGH },
    why: 'an operator previews the files a release uses, to review it',
  },
  'POST /api/distribution/remove/file': { ids: { id: 'audioFile' } },
  'GET /api/distribution/uploads/:id': { ids: { id: 'uploadSession' } },
  'PUT /api/distribution/uploads/:id': { ids: { id: 'uploadSession' }, query: 'offset=0', bytes: Buffer.alloc(10) },
  'POST /api/portal/quicklink/init/:id': release,
  'GET /api/portal/quicklink/get/:id': { ids: { id: 'quicklink' } },
  'GET /api/portal/quicklink/links/:id': { ids: { id: 'quicklink' } },
  'POST /api/portal/quicklink/edit-link': { ids: { id: 'quicklink' }, body: { link: 'fresh-link' } },
  'POST /api/portal/quicklink/edit/store-link': {
    ids: { id: 'quicklink' },
    body: { platform: 'spotify', url: 'https://open.spotify.com/album/1' },
  },
  'POST /api/portal/quicklink/remove/store-link': { ids: { id: 'quicklink' }, body: { platform: 'spotify' } },
  'POST /api/portal/quicklink/order/store-link': { ids: { id: 'quicklink' }, body: { order: ['spotify'] } },
  'GET /api/portal/sales/releases/overview/:id': release,
  'GET /api/portal/sales/releases/channels/:id': release,
  'GET /api/portal/sales/releases/territories/:id': release,
  'GET /api/portal/sales/tracks/overview/:id': { ids: { id: 'track' } },
  'GET /api/portal/sales/tracks/channels/:id': { ids: { id: 'track' } },
  'GET /api/portal/sales/tracks/territories/:id': { ids: { id: 'track' } },
  'POST /api/portal/split/remove/:id': { ids: { id: 'split' } },
  'POST /api/portal/split/submit': {
    ids: { trackId: 'track' },
    body: { payees: [{ email: 'payee@example.test', share: 10 }] },
  },
  'POST /api/portal/split/submit/advance-split': {
    ids: { trackId: 'track' },
    body: {
      payees: [{ email: 'payee@example.test', share: 10 }],
      recoup: { email: 'payee@example.test', amount: '5.00' },
    },
  },
  'POST /api/portal/split/confirm': { ids: { splitId: 'shareAddressedToOwner' }, body: { accept: true } },
  'POST /api/portal/split/bulk/accept': {
    ids: { splitIds: 'shareAddressedToOwner' },
    expect: { stranger: LET_THROUGH, operator: LET_THROUGH },
    why: 'bulk accept takes the shares addressed to the caller among the ids and skips the rest (accepted: [])',
  },
  'GET /api/portal/reports/status/:reportId': { ids: { reportId: 'report' } },
  'GET /api/portal/reports/download/:reportId': { ids: { reportId: 'report' } },
  'POST /api/portal/reports/download/channel-sales/:channel': {
    ids: { channel: { literal: 'Spotify' } },
    body: { start_date: '2026-01-01', end_date: '2026-01-31', format: 'csv' },
    expect: SCOPED_NO_EFFECT,
    why: 'a channel is a store name, not a row: every account orders its own sales of it',
  },
  'GET /api/portal/reports/channel-overview/:channel': {
    ids: { channel: { literal: 'Spotify' } },
    expect: SCOPED_NO_EFFECT,
    why: 'a channel is a store name, not a row: every account reads its own sales of it',
  },
  'POST /api/portal/wallet/transfers/:transferId/confirm': { ids: { transferId: 'transfer' } },
  'POST /api/portal/wallet/transfers/init': {
    ids: { receiverId: { literal: 1 } },
    body: { amount: '1.00' },
    expect: { stranger: LET_THROUGH, operator: LET_THROUGH },
    why: 'the receiver is any other account by design; the sender is always the caller',
  },
  'POST /api/portal/wallet/withdrawals': PAYOUT_METHOD_CHOICE,
  'POST /api/portal/wallet/withdrawals/quote': PAYOUT_METHOD_CHOICE,
  'POST /api/portal/wallet/transactions/submit': PAYOUT_METHOD_CHOICE,
  'POST /api/portal/notifications/read': {
    ids: { ids: 'notification' },
    expect: SCOPED_NO_EFFECT,
    why: "marking read is scoped to the caller's own notifications: another account's ids change nothing",
  },
  'GET /api/portal/preferences/label/:page': {
    ids: { page: { literal: 1 } },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'GET /api/portal/preferences/label/artist/:id': {
    ids: { id: { literal: 1 } },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'POST /api/portal/preferences/label/submit': {
    ids: { id: { literal: 1 } },
    body: { artistName: 'Signed Artist' },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'POST /api/portal/preferences/label/artist/remove': {
    ids: { id: { literal: 1 } },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'POST /api/distribution/user/artist/collaborator/update': {
    ids: { id: { literal: MAX_ID } },
    body: { name: 'Someone', type: 'writer' },
    expect: { owner: 404 },
    why: "collaborators are rows of the caller's own list: an id not on it answers 404 to everyone",
  },
  'POST /api/distribution/user/artist/collaborator/remove': {
    ids: { id: { literal: MAX_ID } },
    expect: { owner: 404 },
    why: "collaborators are rows of the caller's own list: an id not on it answers 404 to everyone",
  },
  'GET /api/portal/preferences/get-spotify-artist/:id': EXTERNAL,
  'GET /api/portal/preferences/get-yt-channel/:id': EXTERNAL,
  'GET /api/portal/preferences/get-apple-artist/:id': EXTERNAL,
  'GET /api/portal/preferences/search-spotify/:q': { ...EXTERNAL, ids: { q: { literal: 'artist' } } },
  'GET /api/portal/preferences/search-yt-channel/:q': { ...EXTERNAL, ids: { q: { literal: 'artist' } } },
  'GET /api/portal/preferences/search-apple/:q': { ...EXTERNAL, ids: { q: { literal: 'artist' } } },
  // Operator routes: the operator works on any account's rows.
  'GET /api/admin/releases/:id': release,
  'POST /api/admin/releases/:id/approve': release,
  'POST /api/admin/releases/:id/reject': { ids: { id: 'release' }, body: { reason: 'Artwork is blurry' } },
  'POST /api/admin/releases/:id/takedown/approve': release,
  'POST /api/admin/releases/:id/takedown/decline': { ids: { id: 'release' }, body: { reason: 'Not now' } },
  'GET /api/admin/releases/:id/edit-requests': release,
  'POST /api/admin/releases/:id/edit-requests/approve': release,
  'POST /api/admin/releases/:id/edit-requests/reject': { ids: { id: 'release' }, body: { reason: 'No' } },
  'POST /api/admin/payouts/:payoutId/approve': { ids: { payoutId: 'payoutRequest' } },
  'POST /api/admin/payouts/:payoutId/reject': {
    ids: { payoutId: 'payoutRequest' },
    body: { reason: 'Check the IBAN' },
  },
  'POST /api/admin/payouts/batches/:batchId/submit': { ids: { batchId: 'payoutBatch' } },
  'GET /api/admin/payouts/batches/:batchId/file': { ids: { batchId: 'payoutBatch' } },
  'POST /api/admin/payouts/batches/:batchId/paid': { ids: { batchId: 'payoutBatch' } },
  'POST /api/admin/payouts/batches/:batchId/sync': { ids: { batchId: 'payoutBatch' } },
  'POST /api/admin/payouts/:payoutId/returned': { ids: { payoutId: 'payoutRequest' }, body: { reason: 'Bounced' } },
  'POST /api/admin/isrc-claims/:claimId/accept': { ids: { claimId: 'isrcClaim' } },
  'POST /api/admin/isrc-claims/:claimId/reject': { ids: { claimId: 'isrcClaim' }, body: { reason: 'Not theirs' } },
  'GET /api/admin/statements/:id': { ids: { id: 'statement' } },
  'GET /api/admin/statements/:id/unmatched': { ids: { id: 'statement' } },
  'POST /api/admin/statements/:id/reverse': { ids: { id: 'statement' }, body: { reason: 'Wrong file' } },
  'POST /api/admin/statements/:id/resume': { ids: { id: 'statement' } },
  'PUT /api/admin/exchange-rates/:id': {
    ids: { id: 'exchangeRate' },
    body: { currency: 'GBP', month: '2024-01', rate: '1.27' },
  },
  'DELETE /api/admin/exchange-rates/:id': { ids: { id: 'exchangeRate' } },
  'POST /api/admin/statements/unmatched/resolve': {
    ids: { lineIds: { literal: 1 }, trackId: 'track', releaseId: 'release' },
  },
  'DELETE /api/admin/statements/aliases/:id': { ids: { id: 'matchAlias' } },
  'POST /api/admin/subscriptions/grant': { ids: { userId: { literal: 1 } } },
  'GET /api/admin/releases/:id/deliveries': { ids: { id: 'release' } },
  'PUT /api/admin/stores/:storeId': {
    ids: { storeId: { literal: 'spotify' } },
    body: { enabled: true, dpid: '', isTest: true, transport: { kind: 'folder' } },
  },
  'POST /api/admin/stores/:storeId/test-connection': { ids: { storeId: { literal: 'spotify' } } },
  'PUT /api/admin/stores/:storeId/price-code': {
    ids: { storeId: { literal: 'spotify' } },
    body: { priceCode: 'FRONT' },
    why: 'a store of the catalogue, not a row of an account',
  },
  'PUT /api/admin/distribution-fees/account': { ids: { userId: { literal: 1 } }, body: { rate: '10' } },
  'PUT /api/admin/tax-profiles': {
    ids: { userId: { literal: 1 } },
    body: { residencyCountry: 'US', taxForm: 'W-9', withholdingRate: '0' },
  },
  'PUT /api/admin/identifier-settings': {
    ids: { upcNextItem: { literal: 1 } },
    body: { defaultIsrcPrefix: 'QZTST', upcCompanyPrefix: '0123456' },
    why: 'upcNextItem is a counter bounded like an id column, not a row',
  },
};

/** Public pages: the same answer to everyone, so no row of the matrix but listed so none is forgotten. */
const PUBLIC_WITH_IDS = [
  'GET /api/public/links/:shortId',
  'GET /api/public/tracks/:id',
  'GET /api/public/shorts/:id',
  'GET /api/shorts/:id',
  'GET /api/public/covers/:id',
];

interface IdRoute {
  key: string;
  method: string;
  url: string;
  access: RoutePolicy;
  pathParams: string[];
  bodyIdFields: string[];
}

/** Body fields (at any depth) declared with the id helpers: an integer whose maximum is the id column's. */
function idFieldsOf(schema: JsonSchema | null | undefined): string[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const isId = property.maximum === MAX_ID || property.items?.maximum === MAX_ID;
    return [...(isId ? [name] : []), ...idFieldsOf(property), ...idFieldsOf(property.items)];
  });
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(idFieldsOf);
  return [...own, ...variants, ...idFieldsOf(schema.items)];
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

function idRoutes(ctx: TestContext, operations: ApiOperation[]): IdRoute[] {
  const byPath = new Map(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]));
  return ctx.app.routePolicies
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => {
      const operation = byPath.get(`${route.method} ${openApiPath(route.url)}`);
      return {
        key: `${route.method} ${route.url}`,
        method: route.method,
        url: route.url,
        access: route.access ?? 'public',
        pathParams: [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]),
        bodyIdFields: [...new Set(idFieldsOf(operation?.body))],
      };
    })
    .filter((route) => route.pathParams.length > 0 || route.bodyIdFields.length > 0);
}

/** Writes `value` into every field named `name` of `body`, at any depth (tracks[].id). */
function withId(
  body: Record<string, unknown>,
  name: string,
  value: unknown,
  asArray: boolean,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body, [name]: asArray ? [value] : value };
  for (const [key, item] of Object.entries(copy)) {
    if (Array.isArray(item) && item.length > 0 && typeof item[0] === 'object' && item[0] !== null)
      copy[key] = item.map((entry) => ({ ...(entry as object), [name]: value }));
  }
  return copy;
}

const ARRAY_ID_FIELDS = new Set(['splitIds', 'ids', 'lineIds']);

describe('authorisation matrix', () => {
  let ctx: TestContext;
  let routes: IdRoute[];
  const people = {} as Record<Exclude<Actor, 'anonymous'>, CreatedUser>;
  const resources = {} as Record<Resource, number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    routes = idRoutes(ctx, await apiOperations(ctx.app));
    people.owner = await createUser(ctx);
    people.stranger = await createUser(ctx);
    people.unconfirmed = await createUser(ctx, { confirmedAt: null });
    people.operator = await createUser(ctx, { isAdmin: true });
    await seedOwnerResources(ctx, people.owner, people.operator, resources);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('has a row for every route that takes an id', () => {
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.map((route) => route.key).filter((key) => !MATRIX[key] && !PUBLIC_WITH_IDS.includes(key));
    expect(missing).toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !routes.some((route) => route.key === key));
    expect(stale).toEqual([]);
  });

  it('names every id of a route in its row, and says why a row departs from the rule', () => {
    const unnamed = routes
      .filter((route) => MATRIX[route.key])
      .flatMap((route) =>
        [...route.pathParams, ...route.bodyIdFields]
          .filter((name) => !(name in MATRIX[route.key].ids))
          .map((name) => `${route.key}: ${name}`),
      );
    expect(unnamed).toEqual([]);
    const unexplained = Object.entries(MATRIX)
      .filter(([, entry]) => entry.expect && !entry.why)
      .map(([key]) => key);
    expect(unexplained).toEqual([]);
  });

  it('answers each actor as the route policy and the row ownership say', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((entry) => MATRIX[entry.key])) {
      const entry = MATRIX[route.key];
      const idValue = (name: string) => {
        const source = entry.ids[name];
        return typeof source === 'object' ? source.literal : resources[source];
      };
      let url = route.url;
      for (const name of route.pathParams) url = url.replace(`:${name}`, encodeURIComponent(String(idValue(name))));
      const given = typeof entry.body === 'function' ? entry.body(ctx) : entry.body;
      let body: Record<string, unknown> | undefined = given ? structuredClone(given) : undefined;
      for (const name of route.bodyIdFields) body = withId(body ?? {}, name, idValue(name), ARRAY_ID_FIELDS.has(name));
      if (!body && route.method !== 'GET' && route.method !== 'DELETE') body = {};
      if (entry.query) url = `${url}?${entry.query}`;
      for (const actor of ACTORS) {
        const headers: Record<string, string> = actor === 'anonymous' ? {} : bearer(people[actor].token);
        if (entry.bytes) headers['content-type'] = 'application/octet-stream';
        const payload = entry.bytes ?? body;
        const res = await ctx.app.inject({ method: route.method as 'GET', url, headers, payload });
        const expected = expectedAnswer(route, entry, actor);
        const ok =
          res.statusCode < 500 &&
          (expected === LET_THROUGH ? ![401, 403, 404].includes(res.statusCode) : res.statusCode === expected);
        if (!ok)
          wrong.push(
            `${route.key} as ${actor}: ${res.statusCode}, expected ${expected === LET_THROUGH ? 'let through' : expected} (${res.body.slice(0, 120)})`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

const OPERATOR_POLICIES: RoutePolicy[] = ['operator', 'release.review'];
const NON_ACTION_POLICIES: RoutePolicy[] = ['public', 'signed-in', 'operator'];

function asksForConfirmedEmail(policy: RoutePolicy): boolean {
  return !NON_ACTION_POLICIES.includes(policy) && needsConfirmedEmail(policy as PermissionAction);
}

function expectedAnswer(route: IdRoute, entry: MatrixEntry, actor: Actor): number {
  const override = entry.expect?.[actor];
  if (override !== undefined) return override;
  if (actor === 'anonymous') return route.access === 'public' ? LET_THROUGH : 401;
  if (OPERATOR_POLICIES.includes(route.access)) return actor === 'operator' ? LET_THROUGH : 403;
  // The policy itself asks for a confirmed address (money moves, answering a split): refused before any row.
  if (actor === 'unconfirmed' && asksForConfirmedEmail(route.access)) return 403;
  if (actor === 'owner') return LET_THROUGH;
  return 404;
}

/** The id at `path` of a seeding call's answer; a refused call stops the test with its answer. */
function seeded(res: LightMyRequestResponse, ...path: string[]): number {
  let value: unknown = res.statusCode < 300 ? res.json() : undefined;
  for (const step of path) value = (value as Record<string, unknown> | undefined)?.[step];
  if (typeof value !== 'number') throw new Error(`seeding ${res.raw.req.url} answered ${res.statusCode} ${res.body}`);
  return value;
}

async function seedOwnerResources(
  ctx: TestContext,
  owner: CreatedUser,
  operator: CreatedUser,
  resources: Record<Resource, number>,
): Promise<void> {
  const now = ctx.deps.clock.now();
  const made = await createPublishableRelease(ctx, owner.token);
  // Submitted: a quicklink, the review and the takedown need a release past the draft.
  await publishTestRelease(ctx, owner.token, made.releaseId);
  resources.release = made.releaseId;
  resources.artworkFile = made.artworkFileId;
  resources.audioFile = made.audioFileIds[1];
  const [track] = await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, made.releaseId));
  resources.track = track.id;

  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/distribution/uploads',
    headers: bearer(owner.token),
    payload: { kind: 'audio', fileName: 'take.wav', size: 1000 },
  });
  resources.uploadSession = seeded(upload, 'uploadId');

  const quicklink = await ctx.app.inject({
    method: 'POST',
    url: `/api/portal/quicklink/init/${made.releaseId}`,
    headers: bearer(owner.token),
  });
  resources.quicklink = seeded(quicklink, 'data', 'id');

  const payee = await createUser(ctx);
  resources.split = await submitOk(ctx, owner.token, {
    trackId: await createOwnedTrack(ctx, owner.user.id),
    payees: [{ email: payee.user.email, share: 40 }],
  });
  const payer = await createUser(ctx);
  resources.shareAddressedToOwner = await submitOk(ctx, payer.token, {
    trackId: await createOwnedTrack(ctx, payer.user.id),
    payees: [{ email: owner.user.email, share: 30 }],
  });

  const report = await orderReport(ctx, owner, 'download/sales', { start_date: '2026-01-01', end_date: '2026-01-31' });
  resources.report = seeded(report, 'reportId');

  const [transfer] = await ctx.deps.db
    .insert(walletTransfers)
    .values({
      senderId: owner.user.id,
      receiverId: payer.user.id,
      amountMicros: 1_000_000n,
      feeMicros: 0n,
      status: 'initiated',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })
    .returning();
  resources.transfer = transfer.id;

  const [method] = await ctx.deps.db
    .insert(payoutMethods)
    .values({
      userId: owner.user.id,
      type: 'paypal',
      status: 'verified',
      paypalEmail: owner.user.email,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  resources.payoutMethod = method.id;
  const [batch] = await ctx.deps.db
    .insert(payoutBatches)
    .values({ provider: 'manual', storageKey: 'payouts/none.csv', payoutCount: 0, totalMicros: 0n, createdAt: now })
    .returning();
  resources.payoutBatch = batch.id;
  const [payout] = await ctx.deps.db
    .insert(payoutRequests)
    .values({
      userId: owner.user.id,
      methodId: method.id,
      methodType: 'paypal',
      feeType: 'international',
      amountMicros: 5_000_000n,
      feeMicros: 0n,
      netMicros: 5_000_000n,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  resources.payoutRequest = payout.id;

  // A claim whose track is gone: accepting it answers 409 and moves no code of the other routes' rows.
  const [claim] = await ctx.deps.db
    .insert(isrcClaims)
    .values({
      releaseId: made.releaseId,
      trackId: null,
      isrc: 'QZAAH2600001',
      claimantUserId: owner.user.id,
      holderUserId: operator.user.id,
      createdAt: now,
    })
    .returning();
  resources.isrcClaim = claim.id;

  const [notification] = await ctx.deps.db
    .insert(notifications)
    .values({ userId: owner.user.id, title: 'Hello', message: 'A note' })
    .returning();
  resources.notification = notification.id;

  const statement = statementUpload('sales.csv', 'isrc,amount\nQZTST2600001,1.00\n');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...bearer(operator.token), ...statement.headers },
    payload: statement.payload,
  });
  resources.statement = seeded(uploaded, 'id');

  const [alias] = await ctx.deps.db
    .insert(statementMatchAliases)
    .values({
      matchKey: 'isrc\u001fspotify\u001fQZTST2600001',
      kind: 'isrc',
      store: 'Spotify',
      label: 'ISRC QZTST2600001',
      releaseId: made.releaseId,
    })
    .returning();
  resources.matchAlias = alias.id;

  const rate = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/exchange-rates',
    headers: bearer(operator.token),
    payload: { currency: 'GBP', month: '2024-01', rate: '1.27' },
  });
  resources.exchangeRate = seeded(rate, 'rate', 'id');
}
