/** Small distributor exports written for the tests (layouts as DOMAIN.md section 2 lists them). */
import type { StatementLayout } from './csv-layouts.js';

const tsv = (...cells: string[]) => cells.join('\t');

/** DistroKid "Excruciating detail" TSV, the older header. Non-ASCII names to test ISO-8859-1. */
export function distroKidText(): string {
  return `${[
    tsv(
      'Reporting Date',
      'Sale Month',
      'Store',
      'Artist',
      'Title',
      'ISRC',
      'UPC',
      'Quantity',
      'Team Percentage',
      'Song/Album',
      'Country of Sale',
      'Songwriter Royalties Withheld',
      'Earnings (USD)',
    ),
    tsv(
      '2024-03-05',
      '2024-01',
      'Spotify',
      'Motörhead Tribute',
      'Ace of Spädes',
      'QZDA41234567',
      '0123456789012',
      '1523',
      '100',
      'Song',
      'US',
      '0',
      '4.5E-3',
    ),
    tsv(
      '2024-03-05',
      '2024-01',
      'iTunes',
      'Motörhead Tribute',
      'Ace of Spädes',
      'QZDA41234567',
      '0123456789012',
      '2',
      '100',
      'Song',
      'gb',
      '0',
      '1.386',
    ),
    tsv(
      '2024-03-05',
      '2024-02',
      'YouTube (ContentID)',
      'Motörhead Tribute',
      'Ace of Spädes',
      'QZ-DA4-12-34567',
      '0123456789012',
      '77',
      '100',
      'Song',
      'DE',
      '0',
      '0.0123456789',
    ),
    tsv(
      '2024-03-05',
      '2024-02',
      '',
      'Motörhead Tribute',
      'Ace of Spädes',
      '',
      '',
      '0',
      '100',
      'Album',
      '',
      '0',
      '-0.25',
    ),
  ].join('\r\n')}\r\n`;
}

/** DistroKid's newer header (Date Inserted, Source Type, Recoup (USD), ...). */
export function distroKidNewText(): string {
  return `${[
    tsv(
      'Date Inserted',
      'Reporting Date',
      'Sale Month',
      'Store',
      'Artist',
      'Title',
      'ISRC',
      'UPC',
      'Quantity',
      'Team Percentage',
      'Source Type',
      'Country of Sale',
      'Songwriter Royalties Withheld (USD)',
      'Earnings (USD)',
      'Recoup (USD)',
    ),
    tsv(
      '2024-04-01',
      '2024-03-28',
      '2024-02',
      'Spotify Streaming',
      'A',
      'B',
      'QZDA41234567',
      '0123456789012',
      '10',
      '100',
      'Stream',
      'FR',
      '0',
      '0.031',
      '0',
    ),
    tsv(
      '2024-04-01',
      '2024-03-28',
      '2024-02',
      'IG_UGC',
      'A',
      'B',
      'QZDA41234567',
      '0123456789012',
      '3',
      '100',
      'UGC',
      'FR',
      '0',
      '0.002',
      '0',
    ),
  ].join('\n')}\n`;
}

/** TuneCore CSV: quoted cells with commas, doubled quotes and a line break inside quotes. */
export function tuneCoreText(): string {
  return [
    'Sales Period,Posted Date,Store Name,Country Of Sale,Artist,Release Type,Release Title,Song Title,Label,UPC,Optional UPC,TC Song ID,Optional ISRC,Sales Type,# Units Sold,Per Unit Price,Net Sales,Net Sales Currency,Exchange Rate,Total Earned,Currency',
    '2024-01,2024-03-15,Spotify,SE,"Band, The",Album,"Songs, Vol. 1","Hello, ""World""",Own,859700000001,,123,SEA012400001,Streaming,"10,000",0.0035,35.00,SEK,0.0960,3.36,USD',
    'Jan 2024,03/15/2024,Apple Music,GB,"Band, The",Album,"Songs,\nVol. 1",Second,Own,859700000001,,124,SEA012400002,Download,1,0.99,0.99,GBP,1.27,1.2573,USD',
    '2024-Q1,2024-04-15,Merlin,US,"Band, The",Album,x,Third,Own,859700000001,,125,,Streaming,0,0,0,USD,1,"1,000.000001",USD',
  ].join('\n');
}

/** A label's own export: semicolons, decimal commas, period in two columns, no currency column. */
export function genericText(): string {
  return `${[
    'Von;Bis;Shop;Land;ISRC;Titel;Interpret;Anzahl;Betrag;Bemerkung',
    '2024-01-01;2024-01-31;Spotify Streaming;DE;DE-A12-24-00001;Lied;Künstler;1.234;"1.234,567891";"a; b"',
    '2024-01-01;2024-01-31;Deezer;AT;DEA122400002;Zweites Lied;Künstler;12;0,1;',
    '2024-01-01;2024-01-31;Deezer;AT;DEA122400002;Zweites Lied;Künstler;12;0,2;',
  ].join('\n')}\n`;
}

export const GENERIC_LAYOUT: StatementLayout = {
  name: 'Label export',
  columns: {
    salePeriodStart: 'Von',
    salePeriodEnd: 'Bis',
    store: 'Shop',
    territory: 'Land',
    isrc: 'ISRC',
    title: 'Titel',
    artist: 'Interpret',
    units: 'Anzahl',
    amount: 'Betrag',
  },
  defaults: { currency: 'EUR' },
  decimalComma: true,
};
