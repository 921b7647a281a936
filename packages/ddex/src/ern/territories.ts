/**
 * Territory codes a deal may name: ISO 3166-1 alpha-2 (including the deprecated AN and CS that
 * DDEX still accepts), XK (Kosovo, a DDEX addition) and the Spanish sub-divisions ES-CE,
 * ES-CN, ES-ML. "Worldwide" is handled by the deal's shape, not listed here.
 */
const CODES =
  'AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS ' +
  'IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM ' +
  'MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK ES-CE ES-CN ES-ML';

const TERRITORY_CODES: ReadonlySet<string> = new Set(CODES.split(' '));

// Codes people type that are not ISO: the hint names the right one.
const COMMON_MISTAKES: Record<string, string> = { UK: 'GB', EU: 'the member states one by one', EN: 'GB or US' };

export function isTerritoryCode(code: string): boolean {
  return TERRITORY_CODES.has(code);
}

/** Why a code is not a territory, or undefined when it is one. */
export function territoryCodeProblem(code: string): string | undefined {
  if (TERRITORY_CODES.has(code)) return undefined;
  if (code === 'Worldwide') {
    return 'Worldwide cannot be listed with other territories; use a worldwide deal with exclusions instead.';
  }
  const hint = COMMON_MISTAKES[code.toUpperCase()];
  const base = `"${code}" is not an ISO 3166-1 alpha-2 territory code`;
  if (hint) return `${base}; use ${hint}.`;
  if (TERRITORY_CODES.has(code.toUpperCase())) return `${base}; write it in capitals: ${code.toUpperCase()}.`;
  return `${base}.`;
}
