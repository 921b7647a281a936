import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { allBalances } from '../ledger/testing.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog, statementUpload } from './testing.js';

/**
 * Issue 12, point 1: a statement in another currency is never booked at 1. The rate comes from the
 * file, else the rate typed at upload, else the monthly reference table, else the import waits.
 */
let ctx: TestContext;
let admin: string;
let mappingId: number;
let artistId: number;

const HEADER = 'Period,Store,Country,ISRC,Track,Artist,Units,Net Amount,Currency,Rate';
const RATE_MAPPING = {
  name: 'With rates',
  columns: {
    salePeriod: 'Period',
    store: 'Store',
    territory: 'Country',
    isrc: 'ISRC',
    title: 'Track',
    artist: 'Artist',
    units: 'Units',
    amount: 'Net Amount',
    currency: 'Currency',
    exchangeRate: 'Rate',
  },
};

type Row = { period?: string; isrc?: string; amount: string; currency: string; rate?: string };
function csv(rows: Row[]): string {
  const lines = rows.map(
    (r, i) =>
      `${r.period ?? '2024-01'},Spotify,GB,${r.isrc ?? 'QZFX00000001'},Song ${i},Artist,1,${r.amount},${r.currency},${r.rate ?? ''}`,
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * A small DSR Basic Audio file: summary S1 reports 10.00 in `reporting` (transactions in
 * `transaction` at `rate`, when given) over two stream lines, S2 0.05 USD over one.
 */
function dsrFile(reporting: string, transaction = '', rate = ''): string {
  const row = (...cells: string[]) => cells.join('\t');
  return `${[
    row(
      'HEAD',
      'dsrf/1.1/1.4.1/1.3',
      'BasicAudioProfile',
      '1.2',
      `MSG-${reporting}`,
      '2024-02-10T10:00:00Z',
      '1',
      '1',
      '2024-01-01',
      '2024-01-31',
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
      'GB',
      'Premium',
      '3',
      '',
      reporting,
      '10.00',
      '',
      transaction,
      rate,
    ),
    row(
      'SY01.01',
      'S2',
      'Merlin',
      '',
      'AdvertisementSupportedModel',
      'OnDemandStream',
      'US',
      '',
      '1',
      '',
      'USD',
      '0.05',
      '',
      '',
      '',
    ),
    row('RE01', '1', 'R1', 'dsp-r1', '', '', '5060000000017', 'Artist', '', 'Album', '', 'Album'),
    row('AS02.02', '1', 'A1', 'dsp-a1', 'QZFX00000001', 'Song', '', 'Artist', '', 'PT3M', 'SoundRecording'),
    row('SU02', '1', 'S1', 'T1', 'R1', 'A1', 'TRUE', '1', '', ''),
    row('SU02', '1', 'S1', 'T2', 'R1', 'A1', 'TRUE', '2', '', ''),
    row('SU02', '1', 'S2', 'T3', 'R1', 'A1', 'TRUE', '1', '', ''),
    row('FOOT', '9', '9', '2', '1', '1'),
  ].join('\n')}\n`;
}

let fileNumber = 0;
async function upload(content: string, fields: Record<string, string> = {}, withMapping = true) {
  fileNumber += 1;
  const { payload, headers } = statementUpload(
    `statement-${fileNumber}.csv`,
    content,
    withMapping ? { mappingId: String(mappingId), ...fields } : fields,
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
}

async function addRate(currency: string, month: string, rate: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/exchange-rates',
    headers: bearer(admin),
    payload: { currency, month, rate },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { rate: { id: number }; resumed: number[] };
}

async function statement(id: number) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/admin/statements/${id}`, headers: bearer(admin) })).json();
}

async function lines() {
  return queryRows<{ currency: string; amount: string; rate: string; source: string; converted: string }>(
    ctx.deps.db,
    sql`SELECT currency, amount_micros::text AS amount, exchange_rate AS rate, rate_source AS source,
      converted_micros::text AS converted FROM sales_lines ORDER BY line_number`,
  );
}

async function ledgerTotal(): Promise<bigint> {
  return [...(await allBalances(ctx.deps.db)).values()].reduce((a, b) => a + b, 0n);
}

beforeEach(async () => {
  ctx = await createTestApp();
  admin = (await createUser(ctx, { isAdmin: true })).token;
  const artist = await createUser(ctx);
  artistId = artist.user.id;
  await createCatalog(ctx, artistId, { isrcs: ['QZFX00000001'] });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin),
    payload: RATE_MAPPING,
  });
  mappingId = saved.json().id;
});
afterEach(async () => {
  await ctx.close();
});

describe('a statement in another currency', () => {
  it('waits for a rate instead of booking 1:1: nothing is written, the page names currency and month', async () => {
    const res = await upload(csv([{ amount: '5000', currency: 'GBP' }]));
    expect(res.json()).toMatchObject({
      status: 'waiting-rate',
      waitingFor: [{ currency: 'GBP', month: '2024-01' }],
      linesRead: 0,
      format: 'generic-csv',
      convertedAmount: '0.000000',
    });
    expect(await lines()).toEqual([]);
    expect(await ledgerTotal()).toBe(0n);
    expect((await allBalances(ctx.deps.db)).get(`user:${artistId}:earnings`) ?? 0n).toBe(0n);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/exchange-rates', headers: bearer(admin) });
    expect(listed.json().waiting).toEqual([{ currency: 'GBP', month: '2024-01', statements: [res.json().id] }]);
  });

  it('continues by itself when the operator adds the missing rate (nothing uploaded again)', async () => {
    const { id } = (await upload(csv([{ amount: '5000', currency: 'GBP' }]))).json();
    const saved = await addRate('GBP', '2024-01', '1.2731');
    expect(saved.resumed).toEqual([id]);
    const detail = await statement(id);
    expect(detail).toMatchObject({ status: 'imported', amount: '5000.000000', convertedAmount: '6365.500000' });
    expect(detail.rates).toEqual([
      {
        currency: 'GBP',
        month: '2024-01',
        rate: '1.2731',
        rateShown: '1.2731',
        source: 'reference',
        lines: 1,
        amount: '5000.000000',
        convertedAmount: '6365.500000',
      },
    ]);
    expect(await lines()).toEqual([
      { currency: 'GBP', amount: '5000000000', rate: '1.2731', source: 'reference', converted: '6365500000' },
    ]);
    expect((await allBalances(ctx.deps.db)).get(`user:${artistId}:earnings`)).toBe(6_365_500_000n);
  });

  it('resumes with one click; still lacking a month, it waits again naming only that month', async () => {
    const { id } = (
      await upload(
        csv([
          { amount: '1', currency: 'GBP', period: '2024-01' },
          { amount: '2', currency: 'GBP', period: '2024-02' },
        ]),
      )
    ).json();
    expect((await statement(id)).waitingFor).toEqual([
      { currency: 'GBP', month: '2024-01' },
      { currency: 'GBP', month: '2024-02' },
    ]);
    expect((await addRate('GBP', '2024-01', '1.25')).resumed).toEqual([]);
    const click = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${id}/resume`,
      headers: bearer(admin),
    });
    expect(click.statusCode).toBe(200);
    expect(click.json()).toMatchObject({ status: 'waiting-rate', waitingFor: [{ currency: 'GBP', month: '2024-02' }] });
    expect((await addRate('GBP', '2024-02', '1.5')).resumed).toEqual([id]);
    expect(await statement(id)).toMatchObject({ status: 'imported', convertedAmount: '4.250000' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${id}/resume`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This statement is not waiting for a rate');
  });

  it('several currencies in one file: a rate per line group, each source kept, totals reconcile', async () => {
    await addRate('GBP', '2024-01', '1.25');
    const res = await upload(
      csv([
        { amount: '1.000000', currency: 'USD' },
        { amount: '3.333333', currency: 'EUR' },
        { amount: '3.333333', currency: 'EUR' },
        { amount: '10', currency: 'GBP' },
        { amount: '100', currency: 'SEK', rate: '0.0960' },
        { amount: '100', currency: 'SEK', rate: '0.0961' },
      ]),
      { currency: 'EUR', exchangeRate: '1.0843' },
    );
    expect(res.json().status).toBe('imported');
    expect((await lines()).map((l) => `${l.currency} ${l.rate} ${l.source} ${l.converted}`)).toEqual([
      'USD 1 same-currency 1000000',
      // floor(3.333333 x 1.0843) = 3.614332, then floor(6.666666 x 1.0843) - 3.614332 = 3.614333
      'EUR 1.0843 operator 3614332',
      'EUR 1.0843 operator 3614333',
      'GBP 1.25 reference 12500000',
      'SEK 0.0960 file 9600000',
      'SEK 0.0961 file 9610000',
    ]);
    const detail = res.json();
    expect(detail.convertedAmount).toBe('39.938665');
    expect(detail.rates.map((r: { currency: string; source: string }) => `${r.currency} ${r.source}`)).toEqual([
      'EUR operator',
      'GBP reference',
      'SEK file',
      'SEK file',
      'USD same-currency',
    ]);
    // Statement, lines, totals and ledger all say the same converted total, to the micro-unit.
    const [sums] = await queryRows<{ lines: string; totals: string }>(
      ctx.deps.db,
      sql`SELECT (SELECT sum(converted_micros) FROM sales_lines)::text AS lines,
        (SELECT sum(converted_micros) FROM statement_totals)::text AS totals`,
    );
    expect(sums).toEqual({ lines: '39938665', totals: '39938665' });
    expect((await allBalances(ctx.deps.db)).get(`user:${artistId}:earnings`)).toBe(39_938_665n);
    expect(await ledgerTotal()).toBe(0n);
    expect(detail.byStore.map((r: { currency: string }) => r.currency).sort()).toEqual(['EUR', 'GBP', 'SEK', 'USD']);
  });

  it('a file rate beats the typed one and the table; a bad rate in the file fails naming its line', async () => {
    await addRate('SEK', '2024-01', '0.5');
    const res = await upload(csv([{ amount: '10', currency: 'SEK', rate: '0.1' }]), {
      currency: 'SEK',
      exchangeRate: '0.2',
    });
    expect((await lines()).map((l) => `${l.source} ${l.converted}`)).toEqual(['file 1000000']);
    expect(res.json().status).toBe('imported');
    const bad = await upload(
      csv([
        { amount: '1', currency: 'SEK', rate: '0.1' },
        { amount: '1', currency: 'NOK', rate: 'abc' },
      ]),
    );
    expect(bad.json()).toMatchObject({
      status: 'failed',
      failureReason: 'line 3: the exchange rate "abc" is not a decimal number above 0',
    });
  });

  it("TuneCore: a line whose Net Sales Currency is the account's converts with the inverse of its rate", async () => {
    const tuneCore = [
      'Sales Period,Posted Date,Store Name,Country Of Sale,Artist,Release Type,Release Title,Song Title,Label,UPC,Optional UPC,TC Song ID,Optional ISRC,Sales Type,# Units Sold,Per Unit Price,Net Sales,Net Sales Currency,Exchange Rate,Total Earned,Currency',
      '2024-01,2024-03-15,Spotify,GB,Artist,Single,One,One,Own,,,1,QZFX00000001,Streaming,100,0.125,12.50,USD,0.8,10.00,GBP',
      '2024-01,2024-03-15,Spotify,SE,Artist,Single,One,One,Own,,,1,QZFX00000001,Streaming,10,0.1,1.00,USD,1,1.00,USD',
    ].join('\n');
    const res = await upload(tuneCore, {}, false);
    expect(res.json()).toMatchObject({ status: 'imported', format: 'tunecore', convertedAmount: '13.500000' });
    expect((await lines()).map((l) => `${l.currency} ${l.rate} ${l.source} ${l.converted}`)).toEqual([
      'GBP 1/0.8 file 12500000',
      'USD 1 same-currency 1000000',
    ]);
    expect(res.json().rates[0]).toMatchObject({ rate: '1/0.8', rateShown: '1.250000 (1/0.8)', source: 'file' });
  });

  it('DSR: a summary record reporting GBP whose transactions were in USD converts with 1/ExchangeRate', async () => {
    const dsr = dsrFile('GBP', 'USD', '0.8');
    const { payload, headers } = statementUpload('DSR_test.tsv', dsr);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(res.json()).toMatchObject({ status: 'imported', amount: '10.050000', convertedAmount: '12.550000' });
    expect(res.json().reconciliation.ok).toBe(true);
    expect(
      res
        .json()
        .rates.map((r: { currency: string; rate: string; source: string }) => `${r.currency} ${r.rate} ${r.source}`),
    ).toEqual(['GBP 1/0.8 file', 'USD 1 same-currency']);
  });

  it('the DSR rate between two other currencies does not reach the account currency: the table does', async () => {
    const dsr = dsrFile('EUR', 'GBP', '0.8731');
    const { payload, headers } = statementUpload('DSR_eur.tsv', dsr);
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/statements',
        headers: { ...headers, ...bearer(admin) },
        payload,
      });
    const res = await post();
    expect(res.json()).toMatchObject({ status: 'waiting-rate', waitingFor: [{ currency: 'EUR', month: '2024-01' }] });
    expect((await addRate('EUR', '2024-01', '1.1')).resumed).toEqual([res.json().id]);
    expect(await statement(res.json().id)).toMatchObject({ status: 'imported', convertedAmount: '11.050000' });
  });

  it('the same in an import process: waits, then converts each group with its own rate', async () => {
    ctx.deps.config.importProcessMinBytes = 0;
    const { id } = (
      await upload(
        csv([
          { amount: '2', currency: 'GBP' },
          { amount: '100', currency: 'SEK', rate: '0.0960' },
          { amount: '1', currency: 'USD' },
        ]),
      )
    ).json();
    expect(await statement(id)).toMatchObject({
      status: 'waiting-rate',
      waitingFor: [{ currency: 'GBP', month: '2024-01' }],
    });
    expect(await lines()).toEqual([]);
    expect((await addRate('GBP', '2024-01', '1.25')).resumed).toEqual([id]);
    expect(await statement(id)).toMatchObject({ status: 'imported', convertedAmount: '13.100000' });
    expect((await lines()).map((l) => `${l.source} ${l.converted}`)).toEqual([
      'reference 2500000',
      'file 9600000',
      'same-currency 1000000',
    ]);
  });
});
