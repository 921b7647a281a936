/**
 * Who listens to the demo catalog where: per platform, how much it plays next to Spotify, its
 * weekly rhythm, the countries it is heard in and how its plays split by each dimension its
 * datasets read (packages/domain analytics/platforms.ts). The figures are invented but shaped
 * like distributors' trend reports: regional platforms in their regions, social platforms at
 * weekends, radio on weekdays, younger audiences for pop.
 */
import { AGE_BUCKETS, type AnalyticsDimension, type AnalyticsMetric, SPOTIFY_SOURCE_ORDER } from '@liner/domain';

/** Values with their relative weights. */
export type Weighted = readonly (readonly [string, number])[];

/** Plays per weekday, Sunday first (getUTCDay order). */
export type WeeklyRhythm = readonly [number, number, number, number, number, number, number];

/** New music Friday, a little more at the weekend, quietest early in the week. */
const STREAMING: WeeklyRhythm = [0.95, 0.93, 0.96, 0.98, 1.0, 1.12, 1.06];
/** Radio and smart speakers follow the working week. */
const COMMUTE: WeeklyRhythm = [0.84, 1.06, 1.07, 1.07, 1.06, 1.05, 0.85];
/** Short videos are made and watched at the weekend. */
const WEEKEND: WeeklyRhythm = [1.14, 0.92, 0.93, 0.95, 0.97, 1.04, 1.17];
/** Designs are made at work. */
const OFFICE: WeeklyRhythm = [0.7, 1.1, 1.12, 1.1, 1.08, 0.98, 0.72];
/** Workouts: Monday resolutions, Sunday rides, Friday nights off. */
const WORKOUT: WeeklyRhythm = [1.1, 1.15, 1.05, 1.0, 0.95, 0.8, 1.0];

/** A platform's own playlist: a share of a track's organic plays (some only while the track is new). */
export interface OwnPlaylist {
  name: string;
  share: number;
  firstDays?: number;
}

export interface PlannedMetric {
  metric: AnalyticsMetric;
  /** Counts per Spotify stream of the same track and day. */
  share: number;
  /** Split by country (else the country is unknown). */
  byCountry: boolean;
  /**
   * Facts per track and day (the platforms whose tracks are listed); per release and day; per
   * account and day for the small platforms (some report no more than the account's total); per
   * release and week where only a snapshot's total over the range reads it (listeners, saves).
   */
  grain: 'track' | 'release' | 'account' | 'release-week';
  /** Counted only in a few short episodes (artificial streams a platform filtered out). */
  episodic?: boolean;
}

/** One breakdown a platform reports: the metric split by one dimension's values. */
export interface PlannedBreakdown {
  dimension: AnalyticsDimension;
  metric: AnalyticsMetric;
  /** Fixed values, or 'audience' for the release's own age or gender mix. */
  values: Weighted | 'audience';
  /** Per release and week (the release filter narrows it), else per account and week. */
  perRelease?: boolean;
}

export interface ListeningPlan {
  slug: string;
  metrics: readonly PlannedMetric[];
  rhythm: WeeklyRhythm;
  /** Where a regional platform is heard; the artist's own mix otherwise. */
  countries?: Weighted;
  /** A day's count is split over one more country for every this many (fewer facts for small counts). */
  countryEvery?: number;
  /** Playlists that add tracks (bumps in the plays), for platforms with a playlist breakdown. */
  playlists?: readonly string[];
  /** The platform's own personalised playlists: a share of the organic plays. */
  ownPlaylists?: readonly OwnPlaylist[];
  /** Social platforms: a sound can go viral for a week or two. */
  viral?: boolean;
  breakdowns: readonly PlannedBreakdown[];
}

const main = (metric: AnalyticsMetric, share: number, grain: PlannedMetric['grain'] = 'track'): PlannedMetric => ({
  metric,
  share,
  byCountry: true,
  grain,
});
const weekly = (metric: AnalyticsMetric, share: number): PlannedMetric => ({
  metric,
  share,
  byCountry: false,
  grain: 'release-week',
});
const artificial = (share: number): PlannedMetric => ({
  metric: 'artificial-streams',
  share,
  byCountry: false,
  grain: 'release',
  episodic: true,
});
const by = (
  dimension: AnalyticsDimension,
  values: Weighted | 'audience',
  metric: AnalyticsMetric = 'streams',
): PlannedBreakdown => ({ dimension, metric, values });
/** A breakdown kept per release (Spotify's audience, sources and playlists; the others are per account). */
const perRelease = (breakdown: PlannedBreakdown): PlannedBreakdown => ({ ...breakdown, perRelease: true });
const weights = (values: readonly string[], shares: readonly number[]): Weighted =>
  values.map((value, i) => [value, shares[i] ?? 0] as const);

const HOURS: Weighted = weights(
  Array.from({ length: 24 }, (_, hour) => String(hour)),
  [2, 1.3, 0.9, 0.6, 0.5, 0.7, 1.6, 3.2, 4.2, 4.3, 4.5, 4.8, 5.1, 5, 4.9, 5.2, 5.7, 6.3, 6.4, 6, 5.6, 4.9, 4, 3],
);
/** The organic part of Spotify plays by source; playlist adds come on top, as 'others playlist'. */
export const SPOTIFY_SOURCES: Weighted = weights(
  SPOTIFY_SOURCE_ORDER,
  [0.28, 0.04, 0.2, 0.09, 0.05, 0.11, 0.07, 0.1, 0.02],
);
const GENERIC_DEVICES: Weighted = [
  ['mobile', 0.8],
  ['desktop', 0.12],
  ['tablet', 0.05],
  ['other', 0.03],
];
const FREE_OR_PAID: Weighted = [
  ['free', 0.6],
  ['premium', 0.4],
];
const GENERIC_BREAKDOWNS = [
  by('gender', 'audience'),
  by('age', 'audience'),
  by('device', GENERIC_DEVICES),
  by('service-type', FREE_OR_PAID),
];

/** The generic platforms the demo has data on (the others stay empty, as a label's would). */
export const GENERIC_DEMO_PLATFORMS = ['resso', 'audiomack', 'jio-saavn'] as const;

export const LISTENING_PLANS: readonly ListeningPlan[] = [
  {
    slug: 'spotify',
    metrics: [
      main('streams', 1),
      { metric: 'discovery', share: 0.14, byCountry: false, grain: 'release' },
      weekly('listeners', 0.58),
      weekly('saves', 0.03),
      weekly('playlist-adds', 0.006),
    ],
    rhythm: STREAMING,
    countryEvery: 300,
    playlists: ['Fresh Finds', 'Indie Chillout', 'All New Indie', 'Chill Vibes', 'Late Night Feelings', 'Pollen'],
    ownPlaylists: [
      { name: 'Release Radar', share: 0.12, firstDays: 28 },
      { name: 'Discover Weekly', share: 0.05 },
      { name: 'Daily Mix 1', share: 0.03 },
      { name: 'On Repeat', share: 0.02 },
    ],
    breakdowns: [
      by('hour', HOURS),
      by('device', [
        ['smartphone', 0.68],
        ['computer', 0.14],
        ['speaker', 0.06],
        ['tablet', 0.04],
        ['tv', 0.03],
        ['car', 0.03],
        ['game console', 0.02],
      ]),
      perRelease(by('gender', 'audience')),
      perRelease(by('age', 'audience')),
      by('product', [
        ['paid', 0.62],
        ['free', 0.38],
      ]),
      perRelease(by('source', SPOTIFY_SOURCES)),
      // Filled from the playlist adds and Spotify's own playlists (demo-listening.ts).
      perRelease(by('playlist', [])),
    ],
  },
  {
    slug: 'apple',
    metrics: [main('streams', 0.3, 'release'), weekly('listeners', 0.18)],
    rhythm: STREAMING,
    playlists: ['New Music Daily', 'ALT CTRL', 'The A-List: Alternative', 'Breaking Electronic'],
    ownPlaylists: [
      { name: 'New Music Mix', share: 0.06, firstDays: 28 },
      { name: 'Favourites Mix', share: 0.04 },
    ],
    breakdowns: [
      by('playlist', []),
      by('age', 'audience'),
      by('gender', 'audience'),
      by('device', [
        ['iPhone', 0.7],
        ['Mac', 0.1],
        ['iPad', 0.06],
        ['HomePod', 0.04],
        ['Android', 0.04],
        ['Apple Watch', 0.02],
        ['Apple TV', 0.02],
        ['Windows', 0.02],
      ]),
      by('product', [
        ['Individual', 0.55],
        ['Family', 0.3],
        ['Student', 0.12],
        ['Voice', 0.03],
      ]),
      by('container', [
        ['Playlist', 0.32],
        ['Album', 0.3],
        ['Library', 0.2],
        ['Station', 0.1],
        ['Artist', 0.05],
        ['Search', 0.03],
      ]),
    ],
  },
  { slug: 'shazam', metrics: [main('shazams', 0.006, 'account')], rhythm: WEEKEND, breakdowns: [] },
  {
    slug: 'amazon',
    metrics: [main('streams', 0.15, 'release')],
    rhythm: COMMUTE,
    breakdowns: [
      by('channel', [
        ['Amazon Music Unlimited', 0.6],
        ['Prime Music', 0.32],
        ['Free tier', 0.08],
      ]),
      by('device', [
        ['Mobile', 0.45],
        ['Echo', 0.3],
        ['Web', 0.09],
        ['Fire TV', 0.06],
        ['Car', 0.05],
        ['Other Alexa device', 0.05],
      ]),
      by('source', [
        ['Playlist', 0.3],
        ['Alexa voice', 0.28],
        ['Library', 0.18],
        ['Station', 0.12],
        ['Search', 0.12],
      ]),
      by('product', [
        ['Individual', 0.48],
        ['Family', 0.28],
        ['Prime', 0.24],
      ]),
    ],
  },
  {
    slug: 'deezer',
    metrics: [main('streams', 0.05, 'release'), artificial(0.2)],
    rhythm: STREAMING,
    playlists: ['Deezer Hits', 'Indie Radar', 'Electronic Essentials', 'Brand New Indie'],
    ownPlaylists: [{ name: 'Flow', share: 0.15 }],
    breakdowns: [
      by('playlist', []),
      by('device', [
        ['mobile', 0.72],
        ['desktop', 0.14],
        ['web', 0.06],
        ['tablet', 0.04],
        ['smart speaker', 0.04],
      ]),
      by('age', 'audience'),
      by('gender', 'audience'),
    ],
  },
  {
    slug: 'tiktok',
    metrics: [main('creations', 0.002, 'release'), main('views', 1.1, 'release')],
    rhythm: WEEKEND,
    viral: true,
    breakdowns: [
      by(
        'source',
        [
          ['For You', 0.52],
          ['Sound page', 0.2],
          ['Search', 0.12],
          ['Following', 0.1],
          ['Profile', 0.06],
        ],
        'creations',
      ),
    ],
  },
  {
    slug: 'youtube-shorts',
    metrics: [main('views', 0.8, 'release'), main('creations', 0.001, 'release')],
    rhythm: WEEKEND,
    viral: true,
    breakdowns: [],
  },
  { slug: 'youtube-content-id', metrics: [main('views', 0.4, 'release')], rhythm: STREAMING, breakdowns: [] },
  {
    slug: 'soundcloud',
    metrics: [main('streams', 0.03, 'account')],
    rhythm: STREAMING,
    playlists: ['SoundCloud Weekly', 'Fresh Pressed', 'Indie Gems', 'Late Night Electronic'],
    breakdowns: [by('playlist', [])],
  },
  {
    slug: 'pandora',
    metrics: [main('streams', 0.04, 'account'), artificial(0.12)],
    rhythm: COMMUTE,
    countries: [['US', 1]],
    breakdowns: [
      by('product', [
        ['Free', 0.6],
        ['Plus', 0.22],
        ['Premium', 0.18],
      ]),
      by('channel', [
        ['Artist station', 0.4],
        ['Track station', 0.25],
        ['Genre station', 0.2],
        ['On demand', 0.15],
      ]),
      by('source', [
        ['Stations', 0.6],
        ['Playlists', 0.16],
        ['Search', 0.12],
        ['Collection', 0.12],
      ]),
    ],
  },
  {
    slug: 'anghami',
    metrics: [main('streams', 0.001, 'account'), artificial(0.25)],
    rhythm: STREAMING,
    countries: [
      ['SA', 0.35],
      ['AE', 0.25],
      ['EG', 0.2],
      ['LB', 0.1],
      ['JO', 0.05],
      ['KW', 0.05],
    ],
    breakdowns: [
      by('product', [
        ['Free', 0.62],
        ['Plus', 0.38],
      ]),
      by('play-type', [
        ['On demand', 0.55],
        ['Radio', 0.25],
        ['Offline', 0.2],
      ]),
      by('service-type', [
        ['Mobile', 0.82],
        ['Web', 0.1],
        ['TV', 0.08],
      ]),
    ],
  },
  {
    slug: 'boomplay',
    metrics: [main('streams', 0.001, 'account')],
    rhythm: STREAMING,
    countries: [
      ['NG', 0.45],
      ['KE', 0.2],
      ['GH', 0.15],
      ['TZ', 0.1],
      ['ZA', 0.05],
      ['CM', 0.05],
    ],
    breakdowns: [
      by('age', 'audience'),
      by('gender', 'audience'),
      by('device', [
        ['Android', 0.88],
        ['iOS', 0.08],
        ['Web', 0.04],
      ]),
      by('service-type', [
        ['Free', 0.8],
        ['Premium', 0.2],
      ]),
    ],
  },
  {
    slug: 'awa',
    metrics: [main('streams', 0.0006, 'account')],
    rhythm: COMMUTE,
    countries: [['JP', 1]],
    breakdowns: [
      by('age', 'audience'),
      by('gender', 'audience'),
      by('device', [
        ['iOS', 0.55],
        ['Android', 0.35],
        ['PC', 0.06],
        ['Smart speaker', 0.04],
      ]),
      by('user-type', [
        ['Free', 0.55],
        ['Standard', 0.45],
      ]),
      by('category', [
        ['Playlist', 0.35],
        ['Artist', 0.2],
        ['Album', 0.2],
        ['Radio', 0.15],
        ['Lounge', 0.1],
      ]),
    ],
  },
  {
    slug: 'flo',
    metrics: [main('streams', 0.0006, 'account')],
    rhythm: COMMUTE,
    countries: [['KR', 1]],
    breakdowns: [
      by('service-type', [
        ['Unlimited', 0.62],
        ['Mobile only', 0.28],
        ['Free', 0.1],
      ]),
      by('play-type', [
        ['Streaming', 0.9],
        ['Download', 0.1],
      ]),
    ],
  },
  {
    slug: 'iheart',
    metrics: [main('streams', 0.002, 'account')],
    rhythm: COMMUTE,
    countries: [['US', 1]],
    breakdowns: [
      by('product', [
        ['Free', 0.7],
        ['All Access', 0.18],
        ['Plus', 0.12],
      ]),
    ],
  },
  {
    slug: 'snap',
    metrics: [main('creations', 0.0005, 'account'), main('views', 0.12, 'account')],
    rhythm: WEEKEND,
    viral: true,
    breakdowns: [],
  },
  {
    slug: 'netease',
    metrics: [main('streams', 0.0008, 'account')],
    rhythm: STREAMING,
    countries: [['CN', 1]],
    breakdowns: [
      by('service-type', [
        ['Free', 0.58],
        ['VIP', 0.42],
      ]),
    ],
  },
  {
    slug: 'canva',
    metrics: [main('uses', 0.0005, 'account')],
    rhythm: OFFICE,
    breakdowns: [
      by(
        'content-type',
        [
          ['Video', 0.55],
          ['Social post', 0.3],
          ['Presentation', 0.15],
        ],
        'uses',
      ),
      by(
        'creation-type',
        [
          ['Template', 0.6],
          ['Blank design', 0.25],
          ['Edit', 0.15],
        ],
        'uses',
      ),
      by(
        'product',
        [
          ['Free', 0.7],
          ['Pro', 0.22],
          ['Teams', 0.08],
        ],
        'uses',
      ),
    ],
  },
  {
    slug: 'peloton',
    metrics: [main('streams', 0.0006, 'account')],
    rhythm: WORKOUT,
    countries: [
      ['US', 0.7],
      ['GB', 0.15],
      ['CA', 0.1],
      ['DE', 0.05],
    ],
    breakdowns: [
      by('product', [
        ['All-Access', 0.78],
        ['App+', 0.14],
        ['App One', 0.08],
      ]),
    ],
  },
  { slug: 'usage-discovery', metrics: [main('matches', 0.0008)], rhythm: STREAMING, breakdowns: [] },
  {
    slug: 'resso',
    metrics: [main('streams', 0.001, 'account')],
    rhythm: WEEKEND,
    countries: [
      ['BR', 0.55],
      ['ID', 0.35],
      ['IN', 0.1],
    ],
    breakdowns: GENERIC_BREAKDOWNS,
  },
  {
    slug: 'audiomack',
    metrics: [main('streams', 0.008, 'account')],
    rhythm: STREAMING,
    countries: [
      ['US', 0.45],
      ['NG', 0.3],
      ['GH', 0.1],
      ['GB', 0.1],
      ['KE', 0.05],
    ],
    breakdowns: GENERIC_BREAKDOWNS,
  },
  {
    slug: 'jio-saavn',
    metrics: [main('streams', 0.0008, 'account')],
    rhythm: STREAMING,
    countries: [
      ['IN', 0.9],
      ['AE', 0.05],
      ['US', 0.05],
    ],
    breakdowns: GENERIC_BREAKDOWNS,
  },
];

/** Where each demo artist is heard on the global platforms. */
export const ARTIST_COUNTRIES: Readonly<Record<string, Weighted>> = {
  'Nova Reyes': [
    ['US', 0.34],
    ['GB', 0.12],
    ['DE', 0.08],
    ['MX', 0.08],
    ['BR', 0.07],
    ['SE', 0.06],
    ['CA', 0.06],
    ['AU', 0.05],
    ['FR', 0.05],
    ['PH', 0.05],
    ['NL', 0.04],
  ],
  'The Coastlines': [
    ['GB', 0.38],
    ['US', 0.2],
    ['IE', 0.08],
    ['DE', 0.07],
    ['NL', 0.06],
    ['AU', 0.06],
    ['CA', 0.05],
    ['SE', 0.04],
    ['NO', 0.03],
    ['FR', 0.03],
  ],
  'Mira Vale': [
    ['DE', 0.22],
    ['US', 0.18],
    ['NL', 0.1],
    ['GB', 0.1],
    ['JP', 0.08],
    ['FR', 0.07],
    ['PL', 0.06],
    ['AT', 0.05],
    ['SE', 0.05],
    ['BR', 0.05],
    ['CH', 0.04],
  ],
};

/** Ages (AGE_BUCKETS order) and genders by genre: pop is young, indie rock older. */
const AGES_BY_GENRE: Readonly<Record<string, readonly number[]>> = {
  Pop: [0.14, 0.34, 0.28, 0.13, 0.07, 0.03, 0.01],
  Alternative: [0.06, 0.27, 0.34, 0.18, 0.09, 0.04, 0.02],
  'Indie Rock': [0.04, 0.2, 0.31, 0.22, 0.13, 0.07, 0.03],
  Electronic: [0.05, 0.33, 0.36, 0.15, 0.07, 0.03, 0.01],
  Ambient: [0.03, 0.18, 0.34, 0.24, 0.12, 0.06, 0.03],
};
const GENDERS_BY_GENRE: Readonly<Record<string, readonly number[]>> = {
  Pop: [0.56, 0.4, 0.02, 0.02],
  Alternative: [0.48, 0.47, 0.03, 0.02],
  'Indie Rock': [0.38, 0.58, 0.02, 0.02],
  Electronic: [0.41, 0.55, 0.02, 0.02],
  Ambient: [0.45, 0.5, 0.03, 0.02],
};
const GENDERS = ['female', 'male', 'non-binary', 'unknown'];

/** A release's audience for an 'audience' breakdown. */
export function audienceOf(dimension: AnalyticsDimension, genre: string): Weighted {
  if (dimension === 'age') return weights(AGE_BUCKETS, AGES_BY_GENRE[genre] ?? AGES_BY_GENRE.Alternative ?? []);
  return weights(GENDERS, GENDERS_BY_GENRE[genre] ?? GENDERS_BY_GENRE.Alternative ?? []);
}
