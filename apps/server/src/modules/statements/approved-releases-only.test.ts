import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';

// Finding: statement lines matched any track with the ISRC, whatever its release's status: a
// never-submitted draft carrying another artist's ISRC was credited that ISRC's earnings.

let ctx: TestContext;
let adminToken: string;
let mappingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await createUser(ctx, { isAdmin: true })).token;
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(adminToken),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterAll(async () => ctx.close());

describe('statement lines match only releases an operator approved', () => {
  it('leaves the lines of drafts, pending and sent-back releases unmatched, and matches delivered and taken-down ones', async () => {
    const squatter = await createUser(ctx);
    const artist = await createUser(ctx);
    const cases = [
      ['QZAAA2600001', '859700001011', RELEASE_STATUS.DRAFT, squatter],
      ['QZAAB2600001', '859700001028', RELEASE_STATUS.PENDING_REVIEW, squatter],
      ['QZAAC2600001', '859700001035', RELEASE_STATUS.NEEDS_DOCS, squatter],
      ['QZAAD2600001', '859700001042', RELEASE_STATUS.ACKNOWLEDGED, artist],
      ['QZAAE2600001', '859700001059', RELEASE_STATUS.TAKEN_DOWN, artist],
    ] as const;
    for (const [isrc, upc, status, owner] of cases)
      await createCatalog(ctx, owner.user.id, { isrcs: [isrc], upc, status });
    const { payload, headers } = statementUpload(
      'statement.csv',
      csvStatement(
        cases.flatMap(([isrc, upc]) => [
          { isrc, amount: '1.000000' },
          { upc, amount: '1.000000' },
        ]),
      ),
      { mappingId: String(mappingId) },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(adminToken) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'imported', matchedLines: 4, unmatchedLines: 6 });
    const owners = await queryRows<{ owner_user_id: number | null }>(
      ctx.deps.db,
      sql`SELECT owner_user_id FROM sales_lines ORDER BY line_number`,
    );
    expect(owners.map((row) => row.owner_user_id)).toEqual([
      ...[null, null, null, null, null, null],
      ...[artist.user.id, artist.user.id, artist.user.id, artist.user.id],
    ]);
    expect(await availableBalanceMicros(ctx.deps.db, squatter.user.id)).toBe(0n);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(4_000_000n);
  });
});
