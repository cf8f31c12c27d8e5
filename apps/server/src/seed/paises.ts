/*
 * Every country (ISO 3166-1), named in Spanish, so that an applicant from anywhere finds theirs; the
 * nationalities people here write most, by their Spanish adjective.
 */

/** ISO 3166-1 alpha-2 codes of every country and territory (and Kosovo, which Dominican forms list). */
export const isoCountryCodes = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL
GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR
LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK
PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/);

/** Where the platform's Spanish names read oddly in a form. */
const renamed: Record<string, string> = {
  HK: 'Hong Kong',
  MO: 'Macao',
  PS: 'Palestina',
  CI: 'Costa de Marfil',
  UM: 'Islas Ultramarinas Menores de los Estados Unidos',
  VI: 'Islas Vírgenes de los Estados Unidos',
};

/** Every country as [Spanish name, ISO code], names from the platform's own data (Intl). */
export function allCountries(): [name: string, iso: string][] {
  const names = new Intl.DisplayNames(['es'], { type: 'region' });
  return isoCountryCodes.map((iso) => [renamed[iso] ?? names.of(iso) ?? iso, iso]);
}

/** Nationalities by country, as Spanish adjectives (the Americas, the Caribbean, and where students most come from). */
export const nacionalidades: Record<string, string> = {
  DO: 'Dominicana',
  US: 'Estadounidense',
  HT: 'Haitiana',
  PR: 'Puertorriqueña',
  ES: 'Española',
  VE: 'Venezolana',
  CO: 'Colombiana',
  CU: 'Cubana',
  MX: 'Mexicana',
  AR: 'Argentina',
  CL: 'Chilena',
  PE: 'Peruana',
  EC: 'Ecuatoriana',
  BO: 'Boliviana',
  PY: 'Paraguaya',
  UY: 'Uruguaya',
  BR: 'Brasileña',
  PA: 'Panameña',
  CR: 'Costarricense',
  NI: 'Nicaragüense',
  HN: 'Hondureña',
  SV: 'Salvadoreña',
  GT: 'Guatemalteca',
  BZ: 'Beliceña',
  JM: 'Jamaiquina',
  TT: 'Trinitense',
  BB: 'Barbadense',
  BS: 'Bahameña',
  AG: 'Antiguana',
  DM: 'Dominiquesa',
  GD: 'Granadina',
  LC: 'Santalucense',
  VC: 'Sanvicentina',
  KN: 'Sancristobaleña',
  GY: 'Guyanesa',
  SR: 'Surinamesa',
  AW: 'Arubeña',
  CW: 'Curazoleña',
  CA: 'Canadiense',
  FR: 'Francesa',
  IT: 'Italiana',
  DE: 'Alemana',
  GB: 'Británica',
  PT: 'Portuguesa',
  NL: 'Neerlandesa',
  CH: 'Suiza',
  BE: 'Belga',
  CN: 'China',
  JP: 'Japonesa',
  KR: 'Surcoreana',
  TW: 'Taiwanesa',
  IN: 'India',
  IL: 'Israelí',
  LB: 'Libanesa',
  RU: 'Rusa',
  UA: 'Ucraniana',
  NG: 'Nigeriana',
  ZA: 'Sudafricana',
};
