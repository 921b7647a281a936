/** The officially assigned ISO 3166-1 alpha-2 country codes. */
const ISO_3166_ALPHA_2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(ISO_3166_ALPHA_2.split(' '));

/** An officially assigned ISO 3166-1 alpha-2 code, in capitals ("DE", not "de" or "Germany"). */
export function isCountryCode(code: string): boolean {
  return ISO_COUNTRY_CODES.has(code);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name ("DE" -> "Germany"); the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** Lower case, accents and punctuation dropped: "Côte d’Ivoire" and "cote d'ivoire" meet. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Names people write that are not the English short name. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  'the netherlands': 'NL',
  holland: 'NL',
  'south korea': 'KR',
  'republic of korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'russian federation': 'RU',
  'ivory coast': 'CI',
  uae: 'AE',
  czechia: 'CZ',
  'czech republic': 'CZ',
  turkey: 'TR',
  turkiye: 'TR',
  vietnam: 'VN',
  'viet nam': 'VN',
};

let codesByName: Map<string, string> | null = null;

function nameIndex(): Map<string, string> {
  if (!codesByName) {
    codesByName = new Map(Object.entries(COUNTRY_ALIASES));
    for (const code of ISO_COUNTRY_CODES) codesByName.set(nameKey(countryName(code)), code);
  }
  return codesByName;
}

/**
 * The ISO code of a country as a person or a spreadsheet writes it: a two-letter code in any case
 * ("de", "DE") or an English name ("Germany", "united kingdom", "USA"). Null when it names none.
 */
export function countryCodeOf(value: string): string | null {
  const trimmed = value.trim();
  const code = trimmed.toUpperCase();
  if (isCountryCode(code)) return code;
  return nameIndex().get(nameKey(trimmed)) ?? null;
}
