import type {
  ArtistPreferences,
  DefaultArtist,
  DefaultCredit,
  DefaultWriter,
  DeliveryOptions,
} from '../contracts/preferences.js';

/**
 * What choosing a primary artist copies into the release form: genres, language,
 * c and p lines, label, release time and zone, platforms, territories, delivery options and
 * default artists, writers and credits. Only preferences that are set appear, so an empty
 * preference never wipes what the form already holds (the wizard's own defaults: Alternative,
 * en, every store, worldwide). The copyright years stay the form's (the current year).
 */
export interface ReleaseDefaults {
  primaryGenre?: string;
  secondaryGenre?: string;
  language?: string;
  label?: string;
  /** C line -> copyright.licensing, P line -> copyright.soundRecording (names only). */
  copyright?: { licensing?: { name: string }; soundRecording?: { name: string } };
  releaseTime?: string;
  timeZone?: string;
  /** A chosen store list; `active` marks it as a selection rather than "all stores". */
  platforms?: { active: true; data: string[] };
  territories?: { active: true; countries: string[] };
  delivery: DeliveryOptions;
  defaultArtists: DefaultArtist[];
  defaultWriters: DefaultWriter[];
  defaultCredits: DefaultCredit[];
}

type PreferenceSource = Pick<
  ArtistPreferences,
  | 'primaryGenre'
  | 'secondaryGenre'
  | 'language'
  | 'label'
  | 'c_line'
  | 'p_line'
  | 'releaseTime'
  | 'timeZone'
  | 'stores'
  | 'territories'
  | 'delivery'
  | 'defaultArtists'
  | 'defaultWriters'
  | 'defaultCredits'
>;

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export function preferencesToReleaseDefaults(prefs: PreferenceSource): ReleaseDefaults {
  const defaults: ReleaseDefaults = {
    delivery: { ...prefs.delivery },
    defaultArtists: prefs.defaultArtists.map((artist) => ({ ...artist, roles: [...artist.roles] })),
    defaultWriters: prefs.defaultWriters.map((writer) => ({ ...writer })),
    defaultCredits: prefs.defaultCredits.map((credit) => ({ ...credit })),
  };
  if (filled(prefs.primaryGenre)) defaults.primaryGenre = prefs.primaryGenre;
  if (filled(prefs.secondaryGenre)) defaults.secondaryGenre = prefs.secondaryGenre;
  if (filled(prefs.language)) defaults.language = prefs.language;
  if (filled(prefs.label)) defaults.label = prefs.label;
  if (filled(prefs.releaseTime)) defaults.releaseTime = prefs.releaseTime;
  if (filled(prefs.timeZone)) defaults.timeZone = prefs.timeZone;
  if (filled(prefs.c_line) || filled(prefs.p_line)) {
    defaults.copyright = {};
    if (filled(prefs.c_line)) defaults.copyright.licensing = { name: prefs.c_line };
    if (filled(prefs.p_line)) defaults.copyright.soundRecording = { name: prefs.p_line };
  }
  if (prefs.stores.length > 0) defaults.platforms = { active: true, data: [...prefs.stores] };
  if (prefs.territories.length > 0) defaults.territories = { active: true, countries: [...prefs.territories] };
  return defaults;
}
