// The simulator's destinations: among the world's most visited cities and resorts. A hand-checked
// table (see docs/decisions/020-simulator-catalogue.md): centre coordinates, IANA time zone, ISO
// country and IATA airports (main first), cross-checked in tests against the airport data package
// that the seed reads airport details from. `costLevel` (thousandths) scales hotel prices.
export type Destination = {
  id: string
  name: string
  countryCode: string
  countryName: string
  latitude: number
  longitude: number
  timeZone: string
  /** IATA codes, the main airport first. */
  airports: string[]
  /** Price level in thousandths of a mid-priced city (1000). */
  costLevel: number
  /** Other names travellers type, e.g. "NYC". */
  aliases: string[]
  /** Beach or island resort: more resorts and villas, pools and beach-side areas. */
  resort: boolean
  /** Searching here answers the sanction error E0000023 (§R8), and nothing is sold. */
  sanctioned: boolean
}

type Row = [id: string, name: string, country: string, countryName: string, latitude: number, longitude: number, timeZone: string, airports: string, costLevel: number, extra?: { aliases?: string[]; resort?: boolean; sanctioned?: boolean }]

// Ordered roughly by international arrivals: suggestions list earlier destinations first.
const rows: Row[] = [
  ['new-york', 'New York', 'US', 'United States', 40.7128, -74.006, 'America/New_York', 'JFK EWR LGA', 1600, { aliases: ['NYC', 'New York City', 'Manhattan'] }],
  ['london', 'London', 'GB', 'United Kingdom', 51.5074, -0.1278, 'Europe/London', 'LHR LGW', 1500],
  ['paris', 'Paris', 'FR', 'France', 48.8566, 2.3522, 'Europe/Paris', 'CDG ORY', 1500],
  ['dubai', 'Dubai', 'AE', 'United Arab Emirates', 25.2048, 55.2708, 'Asia/Dubai', 'DXB', 1400],
  ['bangkok', 'Bangkok', 'TH', 'Thailand', 13.7563, 100.5018, 'Asia/Bangkok', 'BKK', 600],
  ['istanbul', 'Istanbul', 'TR', 'Türkiye', 41.0082, 28.9784, 'Europe/Istanbul', 'IST', 800],
  ['singapore', 'Singapore', 'SG', 'Singapore', 1.3521, 103.8198, 'Asia/Singapore', 'SIN', 1400],
  ['tokyo', 'Tokyo', 'JP', 'Japan', 35.6762, 139.6503, 'Asia/Tokyo', 'HND NRT', 1300],
  ['rome', 'Rome', 'IT', 'Italy', 41.9028, 12.4964, 'Europe/Rome', 'FCO', 1200, { aliases: ['Roma'] }],
  ['barcelona', 'Barcelona', 'ES', 'Spain', 41.3874, 2.1686, 'Europe/Madrid', 'BCN', 1150],
  ['hong-kong', 'Hong Kong', 'HK', 'Hong Kong', 22.3193, 114.1694, 'Asia/Hong_Kong', 'HKG', 1350],
  ['amsterdam', 'Amsterdam', 'NL', 'Netherlands', 52.3676, 4.9041, 'Europe/Amsterdam', 'AMS', 1400],
  ['seoul', 'Seoul', 'KR', 'South Korea', 37.5665, 126.978, 'Asia/Seoul', 'ICN', 1100],
  ['kuala-lumpur', 'Kuala Lumpur', 'MY', 'Malaysia', 3.139, 101.6869, 'Asia/Kuala_Lumpur', 'KUL', 650],
  ['cancun', 'Cancún', 'MX', 'Mexico', 21.1619, -86.8515, 'America/Cancun', 'CUN', 1000, { resort: true }],
  ['mexico-city', 'Mexico City', 'MX', 'Mexico', 19.4326, -99.1332, 'America/Mexico_City', 'MEX', 800, { aliases: ['CDMX', 'Ciudad de México'] }],
  ['las-vegas', 'Las Vegas', 'US', 'United States', 36.1699, -115.1398, 'America/Los_Angeles', 'LAS', 1000],
  ['orlando', 'Orlando', 'US', 'United States', 28.5384, -81.3789, 'America/New_York', 'MCO', 950],
  ['miami', 'Miami', 'US', 'United States', 25.7617, -80.1918, 'America/New_York', 'MIA', 1300, { resort: true }],
  ['los-angeles', 'Los Angeles', 'US', 'United States', 34.0522, -118.2437, 'America/Los_Angeles', 'LAX', 1350, { aliases: ['LA'] }],
  ['san-francisco', 'San Francisco', 'US', 'United States', 37.7749, -122.4194, 'America/Los_Angeles', 'SFO', 1500],
  ['chicago', 'Chicago', 'US', 'United States', 41.8781, -87.6298, 'America/Chicago', 'ORD', 1200],
  ['honolulu', 'Honolulu', 'US', 'United States', 21.3069, -157.8583, 'Pacific/Honolulu', 'HNL', 1500, { aliases: ['Waikiki', 'Oahu'], resort: true }],
  ['washington', 'Washington, D.C.', 'US', 'United States', 38.9072, -77.0369, 'America/New_York', 'DCA IAD', 1350, { aliases: ['Washington DC', 'DC'] }],
  ['toronto', 'Toronto', 'CA', 'Canada', 43.6532, -79.3832, 'America/Toronto', 'YYZ', 1200],
  ['vancouver', 'Vancouver', 'CA', 'Canada', 49.2827, -123.1207, 'America/Vancouver', 'YVR', 1250],
  ['sydney', 'Sydney', 'AU', 'Australia', -33.8688, 151.2093, 'Australia/Sydney', 'SYD', 1300],
  ['lisbon', 'Lisbon', 'PT', 'Portugal', 38.7223, -9.1393, 'Europe/Lisbon', 'LIS', 1000, { aliases: ['Lisboa'] }],
  ['madrid', 'Madrid', 'ES', 'Spain', 40.4168, -3.7038, 'Europe/Madrid', 'MAD', 1100],
  ['berlin', 'Berlin', 'DE', 'Germany', 52.52, 13.405, 'Europe/Berlin', 'BER', 1100],
  ['munich', 'Munich', 'DE', 'Germany', 48.1351, 11.582, 'Europe/Berlin', 'MUC', 1200, { aliases: ['München'] }],
  ['prague', 'Prague', 'CZ', 'Czechia', 50.0755, 14.4378, 'Europe/Prague', 'PRG', 850, { aliases: ['Praha'] }],
  ['vienna', 'Vienna', 'AT', 'Austria', 48.2082, 16.3738, 'Europe/Vienna', 'VIE', 1150, { aliases: ['Wien'] }],
  ['venice', 'Venice', 'IT', 'Italy', 45.4408, 12.3155, 'Europe/Rome', 'VCE', 1450, { aliases: ['Venezia'] }],
  ['athens', 'Athens', 'GR', 'Greece', 37.9838, 23.7275, 'Europe/Athens', 'ATH', 950],
  ['dublin', 'Dublin', 'IE', 'Ireland', 53.3498, -6.2603, 'Europe/Dublin', 'DUB', 1300],
  ['edinburgh', 'Edinburgh', 'GB', 'United Kingdom', 55.9533, -3.1883, 'Europe/London', 'EDI', 1200],
  ['kyoto', 'Kyoto', 'JP', 'Japan', 35.0116, 135.7681, 'Asia/Tokyo', 'KIX ITM', 1200],
  ['osaka', 'Osaka', 'JP', 'Japan', 34.6937, 135.5023, 'Asia/Tokyo', 'KIX ITM', 1100],
  ['phuket', 'Phuket', 'TH', 'Thailand', 7.8804, 98.3923, 'Asia/Bangkok', 'HKT', 700, { resort: true }],
  ['bali', 'Bali', 'ID', 'Indonesia', -8.6705, 115.2126, 'Asia/Makassar', 'DPS', 700, { aliases: ['Denpasar'], resort: true }],
  ['maldives', 'Maldives', 'MV', 'Maldives', 4.1755, 73.5093, 'Indian/Maldives', 'MLE', 2000, { aliases: ['Malé', 'Male'], resort: true }],
  ['cape-town', 'Cape Town', 'ZA', 'South Africa', -33.9249, 18.4241, 'Africa/Johannesburg', 'CPT', 750],
  ['marrakech', 'Marrakech', 'MA', 'Morocco', 31.6295, -7.9811, 'Africa/Casablanca', 'RAK', 700, { aliases: ['Marrakesh'] }],
  ['rio-de-janeiro', 'Rio de Janeiro', 'BR', 'Brazil', -22.9068, -43.1729, 'America/Sao_Paulo', 'GIG', 850, { aliases: ['Rio'], resort: true }],
  ['buenos-aires', 'Buenos Aires', 'AR', 'Argentina', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires', 'EZE', 700],
  ['reykjavik', 'Reykjavík', 'IS', 'Iceland', 64.1466, -21.9426, 'Atlantic/Reykjavik', 'KEF', 1600],
  // Under international sanctions, so the sanction error can be produced on realistic input.
  ['pyongyang', 'Pyongyang', 'KP', 'North Korea', 39.0392, 125.7625, 'Asia/Pyongyang', 'FNJ', 1000, { sanctioned: true }],
]

export const destinations: readonly Destination[] = rows.map(
  ([id, name, countryCode, countryName, latitude, longitude, timeZone, airports, costLevel, extra]): Destination => ({
    id,
    name,
    countryCode,
    countryName,
    latitude,
    longitude,
    timeZone,
    airports: airports.split(' '),
    costLevel,
    aliases: extra?.aliases ?? [],
    resort: extra?.resort ?? false,
    sanctioned: extra?.sanctioned ?? false,
  }),
)
