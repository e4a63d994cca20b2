// Postcodes by country (docs/decisions/073-guest-booking-lookup-and-real-details.md): a country has
// postcodes when postcode-validator has a format for it (./postcode-formats.ts checks one); a country it
// does not list has none, so none is asked for. The countries are listed here, not read from the library,
// so the checkout form can ask whether the field is required without loading every format (2.5 KB
// compressed on each checkout's first load, docs/decisions/076); a unit test keeps the list the library's.
// Kept free of zod for the same reason.

/** The longest postcode we take (a US ZIP+4 with its hyphen, "10001-1234"). */
export const postcodeMaxLength = 10

/** The ISO 3166-1 alpha-2 codes postcode-validator has a format for (with its UK, YU, CS, TA, AC and INTL). */
export const postcodeCountries: ReadonlySet<string> = new Set(
  'AC AD AF AI AL AM AR AS AT AU AX AZ BA BB BD BE BG BH BL BM BN BR BT BY CA CC CH CK CL CN CO CR CS CU CV CX CY CZ DE DK DO DZ EC EE EG EH ES ET FI FK FM FO FR GB GE GF GG GI GL GN GP GR GS GT GU GW HM HN HR HT HU ID IE IL IM IN INTL IO IQ IR IS IT JE JO JP KE KG KH KR KW KY KZ LA LB LI LK LR LS LT LU LV MA MC MD ME MF MG MH MK MM MN MP MQ MT MU MV MX MY MZ NA NC NE NF NG NI NL NO NP NZ OM PA PE PF PG PH PK PL PM PN PR PT PW PY RE RO RS RU SA SD SE SG SH SI SJ SK SM SN SO SV SZ TA TC TH TJ TM TN TR TW TZ UA UK UM US UY UZ VA VC VE VG VI VN WF XK YT YU ZA ZM'.split(' '),
)

/** Whether addresses in this country (ISO 3166-1 alpha-2) have postcodes. */
export function hasPostcodes(country: string) {
  return postcodeCountries.has(country.toUpperCase())
}
