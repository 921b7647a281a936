import { Readable } from 'node:stream';
import { importReferenceRates } from '../modules/exchange-rates/index.js';
import { createStatement, storeStatementFile } from '../modules/statements/index.js';
import type { DemoContext, SeededRelease } from './demo-context.js';
import { statementMonths } from './seed-statements.js';

const TUNECORE_HEADER =
  'Sales Period,Posted Date,Store Name,Country Of Sale,Artist,Release Type,Release Title,Song Title,Label,UPC,' +
  'Optional UPC,TC Song ID,Optional ISRC,Sales Type,# Units Sold,Per Unit Price,Net Sales,Net Sales Currency,' +
  'Exchange Rate,Total Earned,Currency';

/**
 * Reference rates for the last three months (GBP, EUR, SEK, imported from a CSV like an operator
 * would), and a TuneCore export of last month paid out in GBP: its UK lines were sold in USD, so
 * the file's own Exchange Rate converts them (inverted, 1/0.79); its EUR lines were sold in EUR,
 * so they take the reference table's EUR rate. The statements page shows both under "Exchange
 * rates used" and the exchange-rate report lists them with their source.
 */
export async function seedForeignStatement(ctx: DemoContext, releases: SeededRelease[], present: Date): Promise<void> {
  const months = statementMonths(present, 3);
  const rates = months.flatMap((m, i) => [
    `GBP,${m.month},${['1.2684', '1.2731', '1.2702'][i]}`,
    `EUR,${m.month},${['1.0791', '1.0843', '1.0820'][i]}`,
    `SEK,${m.month},${['0.0951', '0.0960', '0.0957'][i]}`,
  ]);
  await importReferenceRates(ctx.deps, ctx.accounts.operator.id, ['currency,month,rate', ...rates].join('\n'));

  const release = releases.find((r) => r.onSaleFrom && !r.onSaleUntil && r.tracks.length > 0);
  if (!release) return;
  const last = months[months.length - 1];
  const row = (store: string, country: string, track: number, units: number, net: string, netCurrency: string) => {
    const song = release.tracks[track % release.tracks.length];
    const [rate, earned] = netCurrency === 'USD' ? ['0.79', (Number(net) * 0.79).toFixed(4)] : ['1', net];
    return [
      last.month,
      last.reportedOn,
      store,
      country,
      `"${release.artist}"`,
      'Album',
      `"${release.title}"`,
      `"${song.title}"`,
      'Liner Demo',
      release.upc ?? '',
      '',
      String(song.id),
      song.isrc,
      'Streaming',
      String(units),
      '0.0040',
      net,
      netCurrency,
      rate,
      earned,
      netCurrency === 'USD' ? 'GBP' : 'EUR',
    ].join(',');
  };
  const text = [
    TUNECORE_HEADER,
    row('Spotify', 'GB', 0, 41_250, '165.00', 'USD'),
    row('Apple Music', 'GB', 1, 9_800, '78.40', 'USD'),
    row('Deezer', 'FR', 0, 12_500, '50.00', 'EUR'),
    row('Spotify', 'DE', 1, 20_000, '80.00', 'EUR'),
  ].join('\n');
  ctx.clock.setDate(new Date(`${last.reportedOn}T15:00:00Z`));
  const file = await storeStatementFile(
    ctx.deps,
    `tunecore-gbp-${last.month}.csv`,
    Readable.from([Buffer.from(`${text}\n`, 'utf8')]),
  );
  await createStatement(ctx.deps, { uploadedBy: ctx.accounts.operator.id, file, fields: {} });
}
