import { describe, expect, it } from 'vitest';
import { distroKidNewText, distroKidText, GENERIC_LAYOUT, genericText, tuneCoreText } from './csv-fixtures.js';
import { readCsvSaleLines } from './csv-statement.js';
import { detectEncoding, detectStatementFormat } from './detect.js';
import { openStatement } from './statement.js';
import { summarise } from './summarise.js';
import { collect, inChunksOf, inRandomChunks, show, utf8 } from './test-support.js';
import { StatementParseError } from './types.js';

const bytesOf = (text: string) => () => [utf8(text)];

async function linesOf(text: string) {
  return (await collect((await openStatement(bytesOf(text))).lines())).map(show);
}

describe('distributor exports', () => {
  it('recognises each layout by its header', () => {
    expect(detectStatementFormat(distroKidText())).toBe('distrokid');
    expect(detectStatementFormat(distroKidNewText())).toBe('distrokid');
    expect(detectStatementFormat(tuneCoreText())).toBe('tunecore');
    expect(detectStatementFormat(genericText())).toBe('generic-csv');
    expect(detectStatementFormat('just one column\n1\n')).toBe('unknown');
    expect(detectStatementFormat(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBe('unknown');
    expect(detectStatementFormat('HEAD\tdsrf/1.1\tOtherProfile\t1.0')).toBe('unknown');
  });

  it('reads DistroKid: exact amounts (exponent notation, more than 6 decimals cut), mapped store names', async () => {
    expect(await linesOf(distroKidText())).toEqual([
      '2|2024-01-01|2024-01-31|2024-03-05|Spotify|US|QZDA41234567|0123456789012|Ace of Spädes|Motörhead Tribute|1523|stream|4500|USD|',
      '3|2024-01-01|2024-01-31|2024-03-05|iTunes|GB|QZDA41234567|0123456789012|Ace of Spädes|Motörhead Tribute|2|download|1386000|USD|',
      '4|2024-02-01|2024-02-29|2024-03-05|YouTube (ContentID)|DE|QZDA41234567|0123456789012|Ace of Spädes|Motörhead Tribute|77|ugc|12345|USD|',
      '5|2024-02-01|2024-02-29|2024-03-05|Other Revenue|ZZ|||Ace of Spädes|Motörhead Tribute|0|other|-250000|USD|',
    ]);
    expect(await linesOf(distroKidNewText())).toEqual([
      '2|2024-02-01|2024-02-29|2024-03-28|Spotify|FR|QZDA41234567|0123456789012|B|A|10|stream|31000|USD|',
      '3|2024-02-01|2024-02-29|2024-03-28|Instagram UCG|FR|QZDA41234567|0123456789012|B|A|3|ugc|2000|USD|',
    ]);
  });

  it('reads an ISO-8859-1 DistroKid export the same as its UTF-8 form', async () => {
    const latin1 = new Uint8Array(Buffer.from(distroKidText(), 'latin1'));
    expect(detectEncoding(latin1)).toBe('latin1');
    const statement = await openStatement(() => inChunksOf(latin1, 7));
    expect(statement.encoding).toBe('latin1');
    expect((await collect(statement.lines())).map(show)).toEqual(await linesOf(distroKidText()));
    const wrong = collect(
      readCsvSaleLines([latin1], {
        name: 'x',
        columns: { amount: 'Earnings (USD)' },
        defaults: { currency: 'USD', salePeriodStart: '2024-01-01', salePeriodEnd: '2024-01-31' },
      }),
    );
    await expect(wrong).rejects.toThrow(/not valid UTF-8 .* encoding 'latin1'/);
  });

  it('reads TuneCore: quoted commas and quotes, a line break inside quotes, several period spellings', async () => {
    const lines = await collect((await openStatement(bytesOf(tuneCoreText()))).lines());
    expect(lines.map(show)).toEqual([
      '2|2024-01-01|2024-01-31|2024-03-15|Spotify|SE|SEA012400001|859700000001|Hello, "World"|Band, The|10000|stream|3360000|USD|0.0960',
      '4|2024-01-01|2024-01-31|2024-03-15|Apple Music|GB|SEA012400002|859700000001|Second|Band, The|1|download|1257300|USD|1.27',
      '5|2024-01-01|2024-03-31|2024-04-15|Admin Rebate|US||859700000001|Third|Band, The|0|stream|1000000001|USD|1',
    ]);
    expect(lines[1].releaseTitle).toBe('Songs,\nVol. 1');
  });

  it('reads a generic export through a saved mapping, amounts exact, totals per store and territory', async () => {
    const statement = await openStatement(bytesOf(genericText()), { layout: GENERIC_LAYOUT });
    const lines = await collect(statement.lines());
    expect(lines.map(show)).toEqual([
      '2|2024-01-01|2024-01-31||Spotify|DE|DEA122400001||Lied|Künstler|1234|stream|1234567891|EUR|',
      '3|2024-01-01|2024-01-31||Deezer|AT|DEA122400002||Zweites Lied|Künstler|12|stream|100000|EUR|',
      '4|2024-01-01|2024-01-31||Deezer|AT|DEA122400002||Zweites Lied|Künstler|12|stream|200000|EUR|',
    ]);
    const totals = await summarise(lines);
    expect(totals.byStore.map((r) => `${r.store} ${r.currency} ${r.amountMicros} ${r.units}`)).toEqual([
      'Deezer EUR 300000 24',
      'Spotify EUR 1234567891 1234',
    ]);
    expect(totals.byTerritory.map((r) => `${r.territory} ${r.amountMicros}`)).toEqual(['AT 300000', 'DE 1234567891']);
    expect(totals.byCurrency.map((r) => `${r.currency} ${r.lines} ${r.amountMicros}`)).toEqual(['EUR 3 1234867891']);
  });

  it('gives the same lines fed byte by byte and in random chunks', async () => {
    for (const [text, layout] of [
      [genericText(), GENERIC_LAYOUT],
      [tuneCoreText(), undefined],
      [distroKidText(), undefined],
    ] as const) {
      const bytes = utf8(text);
      const whole = (await collect((await openStatement(bytesOf(text), { layout })).lines())).map(show);
      const bytewise = await openStatement(() => inChunksOf(bytes, 1), { layout });
      expect((await collect(bytewise.lines())).map(show)).toEqual(whole);
      for (const seed of [7, 8, 9]) {
        const random = await openStatement(() => inRandomChunks(bytes, seed, 11), { layout });
        expect((await collect(random.lines())).map(show)).toEqual(whole);
      }
    }
  });

  it('explains what is wrong: no mapping, columns missing, an unreadable amount', async () => {
    await expect(openStatement(bytesOf(genericText()))).rejects.toThrow('a generic CSV needs a saved column mapping');
    const missing = collect(
      readCsvSaleLines([genericText()], {
        ...GENERIC_LAYOUT,
        columns: { ...GENERIC_LAYOUT.columns, upc: 'EAN', amount: 'Netto' },
      }),
    );
    await expect(missing).rejects.toThrow(
      'line 1: the Label export layout needs columns the file lacks: amount ("Netto"), upc ("EAN")',
    );
    const bad = genericText().replace('0,2', 'zwei');
    const error = await collect(readCsvSaleLines([bad], GENERIC_LAYOUT)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StatementParseError);
    expect((error as StatementParseError).message).toBe('line 4: amount: not an amount: "zwei"');
    await expect(openStatement(bytesOf('\u0000\u0001'))).rejects.toThrow(
      /neither a DSR flat file nor a delimited export/,
    );
    const cut = tuneCoreText().slice(0, tuneCoreText().indexOf('Vol. 1",Second'));
    const truncated = await collect((await openStatement(bytesOf(cut))).lines()).catch((e: unknown) => e);
    expect(truncated).toBeInstanceOf(StatementParseError);
    expect((truncated as StatementParseError).message).toMatch(
      /^line \d+: the file cannot be read as delimited text: a quoted cell is never closed/,
    );
  });
});
