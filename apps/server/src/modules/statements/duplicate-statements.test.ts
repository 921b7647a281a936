import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';
import { statements } from './tables.js';

let ctx: TestContext;
let adminToken: string;
let mappingId: number;

const row = (...cells: string[]) => cells.join('\t');

/** A one-summary, one-line Basic Audio DSR in USD. */
function dsrFile(input: { messageId: string; start?: string; end?: string }, eol = '\n'): string {
  const lines = [
    row(
      'HEAD',
      'dsrf/1.1/1.4.1/1.3',
      'BasicAudioProfile',
      '1.2',
      input.messageId,
      '2024-02-10T10:00:00Z',
      '1',
      '1',
      input.start ?? '2024-01-01',
      input.end ?? '2024-01-31',
      'PADPIDA2011072101T',
      'Spotify',
      'Premium',
    ),
    row(
      'SY01.01',
      'S1',
      'Spotify Streaming',
      'PADPIDA2011072101T',
      'SubscriptionModel',
      'OnDemandStream',
      'US',
      'Premium',
      '2',
      '',
      'USD',
      '1.00',
      '',
      '',
      '',
    ),
    row('RE01', '1', 'R1', 'dsp-r1', '', '', '5060000000017', 'Artist', '', 'Album', '', 'Album'),
    row('AS02.02', '1', 'A1', 'dsp-a1', 'GBAYE0601498', 'Song', '', 'Artist', '', 'PT3M', 'SoundRecording'),
    row('SU02', '1', 'S1', 'T1', 'R1', 'A1', 'TRUE', '2', '', ''),
    row('FOOT', '6', '6', '1', '1', '1'),
  ];
  return lines.join(eol) + eol;
}

const rows = [
  { isrc: 'QZDA41200001', amount: '1.500000', units: 300 },
  { upc: '123456789012', store: 'Merlin', country: 'GB', amount: '0.250000', units: 10 },
];

describe('duplicate statements by what they are', () => {
  beforeEach(async () => {
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
  afterEach(async () => {
    await ctx.close();
  });

  async function upload(fileName: string, content: string | Buffer, fields: Record<string, string> = {}) {
    const { payload, headers } = statementUpload(fileName, content, fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(adminToken) },
      payload,
    });
  }
  const uploadCsv = (content: string | Buffer, fields: Record<string, string> = {}) =>
    upload('statement.csv', content, { mappingId: String(mappingId), ...fields });

  async function statusOf(id: number) {
    const [s] = await ctx.deps.db.select().from(statements).where(eq(statements.id, id));
    return s;
  }

  it.each([
    ['CRLF line endings', Buffer.from(csvStatement(rows).replaceAll('\n', '\r\n'))],
    ['a UTF-8 byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvStatement(rows))])],
  ])('the same CSV saved with %s is flagged, and "Import anyway" imports it', async (_how, again) => {
    const first = await uploadCsv(csvStatement(rows));
    expect(first.statusCode).toBe(200);
    const firstId = first.json().id;

    const flagged = await uploadCsv(again);
    expect(flagged.statusCode).toBe(409);
    expect(flagged.json()).toMatchObject({
      code: 'STATEMENT_POSSIBLE_DUPLICATE',
      message: `This looks like statement #${firstId} again (same store, period, line count and total); upload it with "Import anyway" if it is another report`,
    });
    const [failed] = await ctx.deps.db.select().from(statements).where(eq(statements.duplicateOf, firstId));
    expect(failed).toMatchObject({ status: 'failed', identity: null });

    const confirmed = await uploadCsv(again, { confirmDuplicate: 'true' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: failed.id, status: 'imported', linesRead: 2, amount: '1.750000' });
    expect(await statusOf(failed.id)).toMatchObject({ duplicateOf: null, duplicateConfirmed: true });
  });

  it('keeps the file hash check: the same bytes answer 409 naming the statement', async () => {
    const first = await uploadCsv(csvStatement(rows));
    const again = await uploadCsv(csvStatement(rows), { confirmDuplicate: 'true' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This file was already uploaded as statement #${first.json().id} (imported)`);
  });

  it('a CSV of another period is not a duplicate', async () => {
    expect((await uploadCsv(csvStatement(rows))).statusCode).toBe(200);
    const february = await uploadCsv(csvStatement(rows.map((r) => ({ ...r, period: '2024-02' }))));
    expect(february.statusCode).toBe(200);
    expect(february.json().status).toBe('imported');
  });

  it('a failed statement never counts as the earlier one', async () => {
    // A line whose currency is no ISO 4217 code: the first import fails.
    const broken = await uploadCsv(csvStatement(rows).replace(',USD\n', ',U5D\n'));
    expect(broken.json().status).toBe('failed');
    const good = await uploadCsv(csvStatement(rows).replaceAll('\n', '\r\n'));
    expect(good.statusCode).toBe(200);
    expect(good.json().status).toBe('imported');
  });

  it('a DSR with the same sender, MessageId, period and file number is refused, even confirmed', async () => {
    // Read in the import process: the HEAD's identity crosses the IPC channel.
    ctx.deps.config.importProcessMinBytes = 0;
    const first = await upload('report.tsv', dsrFile({ messageId: 'MSG-7' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('imported');
    const message = `This report was already imported as statement #${first.json().id} (same sender, message id, period and file number)`;

    const again = await upload('report-crlf.tsv', dsrFile({ messageId: 'MSG-7' }, '\r\n'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STATEMENT_DUPLICATE', message });
    const confirmed = await upload('report-crlf.tsv', dsrFile({ messageId: 'MSG-7' }, '\r\n'), {
      confirmDuplicate: 'true',
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'STATEMENT_DUPLICATE', message });
  });

  it('a DSR of another MessageId or period imports', async () => {
    expect((await upload('a.tsv', dsrFile({ messageId: 'MSG-7' }))).json().status).toBe('imported');
    expect((await upload('b.tsv', dsrFile({ messageId: 'MSG-8' }))).json().status).toBe('imported');
    const february = await upload('c.tsv', dsrFile({ messageId: 'MSG-7', start: '2024-02-01', end: '2024-02-29' }));
    expect(february.json().status).toBe('imported');
  });
});
