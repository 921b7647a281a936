/**
 * Choice lists of the release form. No genre list is given; these are the store genres
 * most distributors offer (a genre outside the list typed by hand is kept).
 */
export const GENRES = [
  'Alternative',
  'Ambient',
  'Blues',
  "Children's Music",
  'Classical',
  'Country',
  'Dance',
  'Electronic',
  'Folk',
  'Gospel',
  'Hip-Hop/Rap',
  'Holiday',
  'Indie',
  'Instrumental',
  'Jazz',
  'K-Pop',
  'Latin',
  'Metal',
  'New Age',
  'Pop',
  'Punk',
  'R&B/Soul',
  'Reggae',
  'Rock',
  'Singer/Songwriter',
  'Soundtrack',
  'Spoken Word',
  'World',
] as const;

export const LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'pl',
  'cs',
  'ro',
  'hu',
  'el',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'hi',
  'bn',
  'ur',
  'pa',
  'ta',
  'te',
  'id',
  'ms',
  'tl',
  'th',
  'vi',
  'zh',
  'ja',
  'ko',
  'sw',
  'yo',
  'ig',
  'ha',
  'zu',
  'af',
  'zxx',
] as const;

/** ISO 3166-1 alpha-2 codes stores deliver to. */
export const COUNTRIES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CK CL CM ' +
  'CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FO FR GA GB GD GE GH GI GL GM GN GQ GR GT GU GW GY HK HN ' +
  'HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH ' +
  'MK ML MM MN MO MR MS MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA ' +
  'SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TC TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI ' +
  'VN VU WS XK YE ZA ZM ZW'
).split(' ');

const regionNames = safeDisplayNames('region');
const languageNames = safeDisplayNames('language');

function safeDisplayNames(type: 'region' | 'language'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(['en'], { type });
  } catch {
    return null;
  }
}

export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageName(code: string): string {
  if (code === 'zxx') return 'No linguistic content';
  try {
    return languageNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Time zones the browser knows, for the release time. */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}
