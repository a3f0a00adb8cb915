// The rules for the settings of the keyless trend sources (googleTrends.geos, wikipedia.languages,
// mastodon.instances): the server's validation and the Data Sources card check with the same ones,
// so the card can say what is wrong next to the field before anything is sent.
// Shared by the server and web/; plain TypeScript, no imports.

/** Most entries each list takes (the server refuses longer lists). */
export const MAX_GOOGLE_TRENDS_GEOS = 20;
export const MAX_WIKIPEDIA_LANGUAGES = 20;
export const MAX_MASTODON_INSTANCES = 10;

// The assigned ISO 3166-1 alpha-2 codes (249 countries and territories), the codes Google Trends
// takes as `geo`. A fixed list rather than Intl.DisplayNames: that one also names groupings such as
// EU, UN or QO, and its data depends on the ICU build Node.js ships with.
export const ISO_COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ
DE DJ DK DM DO DZ
EC EE EG EH ER ES ET
FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY
HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT
JE JM JO JP
KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY
MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
NA NC NE NF NG NI NL NO NP NR NU NZ
OM
PA PE PF PG PH PK PL PM PN PR PS PT PW PY
QA
RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ
TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ
UA UG UM US UY UZ
VA VC VE VG VI VN VU
WF WS
YE YT
ZA ZM ZW`
  .trim()
  .split(/\s+/);

/** An assigned ISO 3166-1 alpha-2 code, upper case ("GB"; "gb" is not, "EU" is not assigned). */
export function isCountryCode(value: unknown): boolean {
  return typeof value === 'string' && ISO_COUNTRY_CODES.includes(value);
}

/**
 * A Wikipedia edition's subdomain, lower case: two or three letters ("en", "als"), "simple", or a code
 * with subtags ("zh-yue", "be-tarask", "zh-min-nan").
 */
const WIKIPEDIA_LANGUAGE = /^(?:simple|[a-z]{2,3}(?:-[a-z]{2,9}){0,2})$/;

export function isWikipediaLanguage(value: unknown): boolean {
  return typeof value === 'string' && WIKIPEDIA_LANGUAGE.test(value);
}

/**
 * A Mastodon instance named by its https origin ("https://mastodon.social", a trailing slash allowed):
 * no path, query, fragment or credentials. The server's fetch still goes through the outbound guard,
 * which refuses private addresses and ports other than 443.
 */
export function isMastodonInstanceUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('?') &&
    !value.includes('#')
  );
}
