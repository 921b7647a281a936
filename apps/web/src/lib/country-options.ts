import { ISO_COUNTRY_CODES } from '@liner/domain';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every country as { code, name }, by name (the browser's English names). */
export const COUNTRY_OPTIONS: { code: string; name: string }[] = [...ISO_COUNTRY_CODES]
  .map((code) => ({ code, name: names.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const countryName = (code: string | null): string => (code ? (names.of(code) ?? code) : '');
