import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { createCatalog, statementUpload } from './testing.js';

// Issue 12, matching gaps: DSR usage flagged not royalty-bearing was paid, returns were ignored,
// and streams under a summary record with a blank use type vanished from the stream rate.

const row = (...cells: string[]) => cells.join('\t');

/** A download summary (9.00 USD net of returns) and a stream summary with no use type (2.00 USD). */
function dsrFile(): string {
  return `${[
    row(
      'HEAD',
      'dsrf/1.1/1.4.1/1.3',
      'BasicAudioProfile',
      '1.2',
      'MSG-RETURNS-1',
      '2024-03-02T00:00:00Z',
      '1',
      '1',
      '2024-02-01',
      '2024-02-29',
      'PADPIDA2011072101T',
      'iTunes',
    ),
    row('SY01.01', 'D1', 'iTunes', '', 'PayAsYouGoModel', 'PermanentDownload', 'US', '', '10', '', 'USD', '9.00'),
    row('SY01.01', 'S1', 'Deezer', '', 'SubscriptionModel', '', 'FR', '', '4', '', 'USD', '2.00'),
    row('RE01', '1', 'R1', 'dsp-r1', '', '', '', 'Artist', '', 'Album', '', 'Album'),
    row('AS02.02', '1', 'A1', 'dsp-a1', 'QZRET2400001', 'Song', '', 'Artist', '', 'PT3M', 'SoundRecording'),
    row('SU01', '1', 'D1', 'T1', 'R1', 'A1', 'TRUE', '', '5', '0'),
    row('SU01', '1', 'D1', 'T2', 'R1', 'A1', 'TRUE', '', '2', '1'),
    row('SU01', '1', 'D1', 'T3', 'R1', 'A1', 'TRUE', '', '0', '1'),
    row('SU01', '1', 'D1', 'T4', 'R1', 'A1', 'FALSE', '', '3', '0'),
    row('SU02', '1', 'S1', 'T5', 'R1', 'A1', 'TRUE', '3', '', '', 'OnDemandStream'),
    row('SU02', '1', 'S1', 'T6', 'R1', 'A1', 'FALSE', '1', '', '', 'OnDemandStream'),
    row('FOOT', '12', '12', '2', '1', '1'),
  ].join('\n')}\n`;
}

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await createUser(ctx, { isAdmin: true })).token;
});
afterAll(async () => ctx.close());

describe('DSR usage lines: royalty-bearing flag, returns and per-line use types', () => {
  it('credits returns against the track, pays nothing for free usage, and counts streams by the line use type', async () => {
    const artist = await createUser(ctx);
    const { tracks } = await createCatalog(ctx, artist.user.id, { isrcs: ['QZRET2400001'] });
    const { payload, headers } = statementUpload('DSR_returns.tsv', dsrFile());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(adminToken) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'imported', matchedLines: 6, unmatchedLines: 0 });
    const lines = await queryRows<{ units: string; amount_micros: string; use_type: string; track_id: number }>(
      ctx.deps.db,
      sql`SELECT units::text, amount_micros::text, use_type, track_id FROM sales_lines ORDER BY line_number`,
    );
    expect(lines.map((l) => [l.units, l.amount_micros, l.use_type])).toEqual([
      ['5', '9000000', 'download'],
      ['1', '1800000', 'download'],
      ['-1', '-1800000', 'download'],
      ['3', '0', 'download'],
      ['3', '2000000', 'stream'],
      ['1', '0', 'stream'],
    ]);
    expect(new Set(lines.map((l) => l.track_id))).toEqual(new Set([tracks[0].id]));
    // 9.00 net of the return, plus 2.00 for the royalty-bearing streams; the free usage earns nothing.
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(11_000_000n);
    const [track] = await queryRows<{ units: string; stream_units: string; stream_micros: string }>(
      ctx.deps.db,
      sql`SELECT units::text, stream_units::text, stream_micros::text FROM sales_rollups
          WHERE dimension = 'track' AND track_id = ${tracks[0].id}`,
    );
    expect(track).toEqual({ units: '12', stream_units: '3', stream_micros: '2000000' });
  });
});
