/** A new release starts 15 days ahead, copyright years in the current year. */
export const DEFAULT_RELEASE_LEAD_DAYS = 15;

export const RELEASE_TYPES = ['Album', 'EP', 'Single'] as const;
export type ReleaseKind = (typeof RELEASE_TYPES)[number];

export const LICENSING_TYPES = ['Copyright', 'Creative Commons', 'Public Domain'] as const;
export type LicensingKind = (typeof LICENSING_TYPES)[number];

export interface NewReleaseDefaults {
  type: ReleaseKind;
  primaryGenre: string;
  language: string;
  licensingType: LicensingKind;
  /** YYYY-MM-DD. */
  releaseDate: string;
  copyright: { licensing: { year: number; name: string }; soundRecording: { year: number; name: string } };
}

/** YYYY-MM-DD of a date in UTC (the server keeps time in UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDaysToIsoDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export function newReleaseDefaults(today: Date): NewReleaseDefaults {
  const year = today.getUTCFullYear();
  return {
    type: 'Album',
    primaryGenre: 'Alternative',
    language: 'en',
    licensingType: 'Copyright',
    releaseDate: addDaysToIsoDay(isoDay(today), DEFAULT_RELEASE_LEAD_DAYS),
    copyright: { licensing: { year, name: '' }, soundRecording: { year, name: '' } },
  };
}
