/** The regional, social and niche platforms' plans, and the generic platforms the demo fills. */
import {
  artificial,
  by,
  COMMUTE,
  GENERIC_BREAKDOWNS,
  type ListeningPlan,
  main,
  OFFICE,
  STREAMING,
  WEEKEND,
  WORKOUT,
} from './demo-listening-shapes.js';

export const REGIONAL_LISTENING_PLANS: readonly ListeningPlan[] = [
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
