/**
 * Who the demo catalog's listeners are: the countries each demo artist is heard in on the global
 * platforms, and the ages and genders of each genre's audience (invented, but pop younger and
 * indie rock older, as real reports show).
 */
import { AGE_BUCKETS, type AnalyticsDimension } from '@liner/domain';
import { type Weighted, weights } from './demo-listening-shapes.js';

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
