import { describe, expect, it } from 'vitest';
import { collect, inChunksOf, utf8 } from '../dsr/test-support.js';
import { isTrendProblem, TrendFileError } from './layout-types.js';
import { trendLayoutOf } from './layouts.js';
import { readTrendRowBatches, readTrendRows } from './read-trend-rows.js';

function layout(platform: string) {
  const found = trendLayoutOf(platform);
  if (!found) throw new Error(platform);
  return found;
}

const read = (platform: string, text: string | Uint8Array) => collect(readTrendRows([text], layout(platform)));

describe('a Spotify streams report', () => {
  const streamLevel = [
    'stream_date\tisrc\tuser_country\tsource\tdevice_type\tage_group\tgender\tproduct\thour',
    "2024-05-01\tQZDA42400001\tSE\tother listener's playlists\tMobile\t18-24\tfemale\tpaid\t2024-05-01T07:12:00Z",
    '2024-05-01\tQZDA42400001\tSE\tplay_queue\tDesktop\t65+\tmale\tfree\t23',
    '2024-05-01\tQZDA42400001\tNO\tsomething_new\t\tunknown\t\t\t0',
  ].join('\n');

  it('counts one stream per row when the report has no count column, and maps Spotify sources', async () => {
    const rows = await read('spotify', streamLevel);
    expect(rows).toEqual([
      {
        line: 2,
        day: '2024-05-01',
        isrc: 'QZDA42400001',
        country: 'SE',
        amounts: [['streams', 1n]],
        dimensions: [
          ['source', 'others playlist'],
          ['device', 'mobile'],
          ['age', '18-24'],
          ['gender', 'female'],
          ['product', 'paid'],
          ['hour', '7'],
        ],
      },
      {
        line: 3,
        day: '2024-05-01',
        isrc: 'QZDA42400001',
        country: 'SE',
        amounts: [['streams', 1n]],
        dimensions: [
          ['source', 'play queue'],
          ['device', 'desktop'],
          ['age', '65+'],
          ['gender', 'male'],
          ['product', 'free'],
          ['hour', '23'],
        ],
      },
      // Unknown demographics are not counted; an unknown source is Spotify's "unknown".
      {
        line: 4,
        day: '2024-05-01',
        isrc: 'QZDA42400001',
        country: 'NO',
        amounts: [['streams', 1n]],
        dimensions: [
          ['source', 'unknown'],
          ['hour', '0'],
        ],
      },
    ]);
  });

  it('reads the same rows whatever the chunk borders (byte by byte)', async () => {
    const whole = await read('spotify', streamLevel);
    const bytes = await collect(readTrendRows(inChunksOf(utf8(streamLevel), 1), layout('spotify')));
    expect(bytes).toEqual(whole);
  });

  it('reads an aggregated report with counts, skipping zero counts', async () => {
    const rows = await read(
      'spotify',
      'date,isrc,country,streams,listeners,saves\n2024-05-02,QZDA42400001,US,"1,200",300,0\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        day: '2024-05-02',
        isrc: 'QZDA42400001',
        country: 'US',
        amounts: [
          ['streams', 1200n],
          ['listeners', 300n],
        ],
        dimensions: [],
      },
    ]);
  });

  it('reports a bad hour and a row with too few cells', async () => {
    const rows = await read(
      'spotify',
      'date\tisrc\tcountry\thour\n2024-05-01\tQZDA42400001\tSE\t25\n2024-05-01\tQZDA42400001\n',
    );
    expect(rows).toEqual([
      { line: 2, message: 'not an hour of the day: "25"' },
      { line: 3, message: 'the row has 2 cells where the header has 4' },
    ]);
  });
});

describe('an Apple Music summary streams report', () => {
  it('reads storefront names as countries and a release-level row by its UPC', async () => {
    const text = [
      'Datestamp\tStorefront Name\tISRC\tUPC\tStreams\tContainer Type\tSubscription Type',
      '05/01/2024\tUnited Kingdom\tQZDA42400001\t\t12\tPlaylist\tIndividual Monthly',
      '05/01/2024\tWorldwide\t\t0123456789012\t3\tAlbum\tFamily Monthly',
    ].join('\n');
    expect(await read('apple', text)).toEqual([
      {
        line: 2,
        day: '2024-05-01',
        isrc: 'QZDA42400001',
        country: 'GB',
        amounts: [['streams', 12n]],
        dimensions: [
          ['container', 'playlist'],
          ['product', 'individual monthly'],
        ],
      },
      {
        line: 3,
        day: '2024-05-01',
        isrc: null,
        upc: '0123456789012',
        country: '',
        amounts: [['streams', 3n]],
        dimensions: [
          ['container', 'album'],
          ['product', 'family monthly'],
        ],
      },
    ]);
  });
});

describe('files that cannot be read', () => {
  it('refuses a header without the layout’s required columns, naming them', async () => {
    await expect(read('apple', 'Date,Title,Plays\n2024-05-01,x,3\n')).rejects.toThrow(
      /the header is not the apple-music-streams layout.s: it has no column for the ISRC \("ISRC"\); a count \("Streams" or "Quantity", "Listeners"\)/,
    );
  });

  it('refuses an empty file and a binary one', async () => {
    await expect(read('spotify', '')).rejects.toThrow(TrendFileError);
    await expect(read('spotify', '\n\n')).rejects.toThrow(/no header row/);
    const binary = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x81, 0x0a]);
    await expect(read('spotify', binary)).rejects.toThrow(/not valid UTF-8/);
  });

  it('refuses a quote that never closes, with its line', async () => {
    const error = await read('tiktok', 'date,isrc,creations\n2024-05-01,QZDA42400001,3\n2024-05-01,"QZDA4,1\n').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TrendFileError);
    expect((error as TrendFileError).line).toBe(3);
  });
});

describe('batches', () => {
  it('hands rows on in batches as text arrives, problems in place', async () => {
    const lines = ['date,isrc,country,creations'];
    for (let i = 0; i < 5000; i += 1)
      lines.push(`2024-05-01,QZDA424${String(i).padStart(5, '0')},${i === 4321 ? 'QQ' : 'FR'},${i}`);
    const batches = await collect(readTrendRowBatches(inChunksOf(utf8(lines.join('\n')), 4096), layout('tiktok')));
    expect(batches.length).toBeGreaterThan(1);
    const items = batches.flat();
    expect(items).toHaveLength(5000);
    expect(items.filter(isTrendProblem)).toEqual([{ line: 4323, message: 'unknown country "QQ"' }]);
    expect(items.at(-1)).toMatchObject({ line: 5001, amounts: [['creations', 4999n]] });
  });
});
