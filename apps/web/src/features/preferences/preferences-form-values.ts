import { DELIVERY_FLAGS, type ArtistPreferences, type ArtistPreferencesInput } from '@liner/domain';
import type { z } from 'zod';
import type { ArtistPreferencesInput as InputSchema } from '@liner/domain';

export type PreferencesFormValues = z.input<typeof InputSchema>;

const NULLABLE_TEXT = [
  'profileImg',
  'primaryGenre',
  'secondaryGenre',
  'timeZone',
  'releaseTime',
  'label',
  'c_line',
  'p_line',
] as const;
const NESTED = ['platforms', 'socials', 'additionalIds'] as const;

/** Text inputs hold "" where the contract says null ("not set"): turn them back before checking. */
export function blankToNull(values: PreferencesFormValues): PreferencesFormValues {
  const next: Record<string, unknown> = { ...values };
  for (const key of NULLABLE_TEXT) if (typeof next[key] === 'string' && !(next[key] as string).trim()) next[key] = null;
  for (const group of NESTED) {
    const inner = next[group] as Record<string, unknown> | undefined;
    if (inner)
      next[group] = Object.fromEntries(
        Object.entries(inner).map(([key, value]) => [key, typeof value === 'string' && !value.trim() ? null : value]),
      );
  }
  return next as PreferencesFormValues;
}

/** Saved preferences (or none yet) as form values; platform identities become their links. */
export function preferencesToFormValues(prefs: ArtistPreferences | null, fallbackName = ''): PreferencesFormValues {
  if (!prefs) {
    return {
      artistName: fallbackName,
      about: '',
      language: 'en',
      label: '',
      c_line: '',
      p_line: '',
      primaryGenre: '',
      secondaryGenre: '',
      timeZone: '',
      releaseTime: '',
      platforms: { spotify: '', apple: '', youtube: '', audiomack: '' },
      socials: { facebook: '', instagram: '', twitter: '', youtube: '' },
      delivery: Object.fromEntries(DELIVERY_FLAGS.map((flag) => [flag, false])) as ArtistPreferencesInput['delivery'],
    };
  }
  const { id: _id, releaseCount: _count, updatedAt: _updated, platforms, ...rest } = prefs;
  return {
    ...rest,
    platforms: {
      spotify: platforms.spotify?.url ?? '',
      apple: platforms.apple?.url ?? '',
      youtube: platforms.youtube?.url ?? '',
      audiomack: platforms.audiomack?.url ?? '',
    },
  };
}
