/**
 * The report pages (reports/manage/{section}): each lists its rows (GET
 * api/portal/reports/{rows}) and orders the same rows as a CSV or XLSX download (POST
 * api/portal/reports/{download}). channel/{channel} is reached from the stores page.
 */
export interface ReportSection {
  /** The section as it appears after reports/manage/. */
  path: string;
  label: string;
  description: string;
  /** GET path of the rows; null when the product has no data for the page. */
  rows: string | null;
  download: string | null;
  /** The download needs a date range (every sales line of a whole catalog is a lot). */
  needsRange?: boolean;
  /** Column of the rows that links to the channel page. */
  channelColumn?: string;
  /** Why a page without rows has none (shown in its empty state). */
  unavailable?: string;
}

export const REPORT_SECTIONS: readonly ReportSection[] = [
  {
    path: 'sales',
    label: 'Sales lines',
    description: 'Every sales line the stores reported for your catalog, as imported.',
    rows: 'sales-overview',
    download: 'download/sales',
    needsRange: true,
  },
  {
    path: 'sales/release',
    label: 'Earnings by release',
    description:
      'What you earned per release: your sales, less the shares your royalty splits gave away, plus the shares others gave you.',
    rows: 'releases',
    download: 'download/releases/earning',
  },
  {
    path: 'sales/tracks',
    label: 'Earnings by track',
    description: 'What you earned per track, with royalty split shares given and received.',
    rows: 'tracks',
    download: 'download/tracks/earning',
  },
  {
    path: 'sales/artist',
    label: 'Earnings by artist',
    description: "What you earned per artist. Split shares count under the release's main artist.",
    rows: 'artists',
    download: 'download/artist/earning',
  },
  {
    path: 'sales/country',
    label: 'Sales by country',
    description: "Your catalog's sales per territory.",
    rows: 'countries',
    download: 'download/countries',
  },
  {
    path: 'sales/store-service',
    label: 'Sales by store',
    description: "Your catalog's sales per store or service. Open a store to see its releases.",
    rows: 'channels',
    download: 'download/channels',
    channelColumn: 'channel',
  },
  {
    path: 'sales/gross/release',
    label: 'Gross sales by release',
    description: "Your catalog's sales per release before royalty splits.",
    rows: 'gross-report/releases',
    download: 'download/releases/gross-sales',
  },
  {
    path: 'sales/gross/tracks',
    label: 'Gross sales by track',
    description: "Your catalog's sales per track before royalty splits.",
    rows: 'gross-report/tracks',
    download: 'download/tracks/gross-sales',
  },
  {
    path: 'sales/gross/artist',
    label: 'Gross sales by artist',
    description: "Your catalog's sales per artist, as the stores name them, before royalty splits.",
    rows: 'gross-report/artists',
    download: 'download/artist/gross-sales',
  },
  {
    path: 'monthly-exchange-rate',
    label: 'Monthly exchange rates',
    description: 'The rates your sales were converted at, per sale month and reporting currency.',
    rows: 'exchange-rate-overview',
    download: 'download/exchange-rates',
  },
  {
    path: 'transactions',
    label: 'Transactions',
    description: 'Every movement of your wallet balance.',
    rows: 'transactions',
    download: 'download/transactions',
  },
  {
    path: 'payouts',
    label: 'Payouts',
    description: 'Your payout requests with their fees and status.',
    rows: 'payouts',
    download: 'download/payouts',
  },
  {
    path: 'publishing-earnings',
    label: 'Publishing earnings',
    rows: null,
    download: null,
    description:
      'Royalties from the publishing rights of your songs (mechanical and performance income for songwriters).',
    unavailable:
      'This installation does not collect publishing royalties: the statements it imports are store sales reports, ' +
      'which carry master recording revenue only. Your store earnings are under the other report pages.',
  },
];

/** The page of a section path; channel/{name} is the one page with a name in its path. */
export function findSection(path: string): { section: ReportSection; channel?: string } | null {
  const channel = /^channel\/(.+)$/.exec(path);
  if (channel) {
    return {
      channel: channel[1],
      section: {
        path,
        label: `${channel[1]} sales`,
        description: `Your catalog's sales on ${channel[1]}, per release.`,
        rows: `channel-overview/${encodeURIComponent(channel[1])}`,
        download: `download/channel-sales/${encodeURIComponent(channel[1])}`,
      },
    };
  }
  const section = REPORT_SECTIONS.find((item) => item.path === path);
  return section ? { section } : null;
}

/** "track_title" -> "Track title"; ids and codes keep their usual spelling. */
export function columnHeading(column: string): string {
  const known: Record<string, string> = {
    id: 'ID',
    upc: 'UPC',
    isrc: 'ISRC',
    release_id: 'Release ID',
    track_id: 'Track ID',
    user_id: 'User ID',
    splits_out: 'Splits out',
    splits_in: 'Splits in',
  };
  if (known[column]) return known[column];
  const words = column.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
