import type { ArtistCredit, ContributorRole } from './model.js';

/** Seconds to xs:duration: 205 -> PT3M25S, 3723 -> PT1H2M3S, 90.5 -> PT1M30.5S. */
export function toIsoDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) {
    throw new Error(`Duration ${totalSeconds} s is not a non-negative number of seconds.`);
  }
  const millis = Math.round(totalSeconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secondMillis = millis % 60_000;
  let out = 'PT';
  if (hours > 0) out += `${hours}H`;
  if (minutes > 0) out += `${minutes}M`;
  if (secondMillis > 0 || out === 'PT') out += `${formatSeconds(secondMillis)}S`;
  return out;
}

/** Seconds as an xs:decimal with at most three decimals: 45 -> "45.0", 12.5 -> "12.5". */
export function toDecimalSeconds(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const text = formatSeconds(millis);
  return text.includes('.') ? text : `${text}.0`;
}

function formatSeconds(millis: number): string {
  const whole = Math.floor(millis / 1000);
  const fraction = millis % 1000;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
}

/** "Title (Version)" as stores display it; the version goes in parentheses (Apple style guide §3.6). */
export function displayTitle(title: string, version: string | undefined): string {
  const trimmed = version?.trim();
  return trimmed ? `${title.trim()} (${trimmed})` : title.trim();
}

/** "A", "A & B", "A, B & C". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/** Main artists joined, then "feat." and the featured artists: "Jane Doe & John Roe feat. Max". */
export function displayArtistName(artists: ArtistCredit[]): string {
  const main = artists.filter((a) => a.role !== 'FeaturedArtist').map((a) => a.name.trim());
  const featured = artists.filter((a) => a.role === 'FeaturedArtist').map((a) => a.name.trim());
  const head = joinNames(main);
  return featured.length > 0 ? `${head} feat. ${joinNames(featured)}` : head;
}

/** 44100 -> "44.1" (kHz), 48000 -> "48". */
export function toKilohertz(hertz: number): string {
  return String(Math.round(hertz) / 1000);
}

/** A date "YYYY-MM-DD" becomes local midnight; a full date-time passes through unchanged. */
export function toDealDateTime(value: string, endOfDay = false): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T${endOfDay ? '23:59:59' : '00:00:00'}`;
  return value;
}

/** DDEX has no plain "Producer" role in ERN 4.3; the studio producer is the usual credit. */
export const DDEX_CONTRIBUTOR_ROLE: Record<ContributorRole, string> = {
  Composer: 'Composer',
  Lyricist: 'Lyricist',
  ComposerLyricist: 'ComposerLyricist',
  Arranger: 'Arranger',
  Producer: 'StudioProducer',
  Remixer: 'Remixer',
  MixingEngineer: 'MixingEngineer',
  MasteringEngineer: 'MasteringEngineer',
};

/** The ICPN as sent: digits only, as typed otherwise (the check reports a bad one). */
export function icpnDigits(icpn: string): string {
  return icpn.replace(/[\s-]/g, '');
}

/** Whether the release also goes out as one TrackRelease per track. */
export function offersTracksIndividually(release: { tracks: unknown[]; offerTracksIndividually?: boolean }): boolean {
  return release.offerTracksIndividually ?? release.tracks.length > 1;
}
