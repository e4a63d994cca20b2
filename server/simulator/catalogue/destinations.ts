// The simulator's destinations: among the world's most visited cities and resorts, with their
// centre coordinates, IANA time zone, ISO country and main airport (IATA). Cost level scales prices.
export type Destination = {
  id: string
  name: string
  countryCode: string
  countryName: string
  latitude: number
  longitude: number
  timeZone: string
  airport: string
  costLevel: number
  /** Searching here answers the sanction error E0000023 (SPEC.md §8). */
  sanctioned?: boolean
}

const d = (id: string, name: string, countryCode: string, countryName: string, latitude: number, longitude: number, timeZone: string, airport: string, costLevel: number): Destination => ({
  id, name, countryCode, countryName, latitude, longitude, timeZone, airport, costLevel,
})

export const destinations: Destination[] = [
  d('new-york', 'New York', 'US', 'United States', 40.7128, -74.006, 'America/New_York', 'JFK', 1.6),
  d('london', 'London', 'GB', 'United Kingdom', 51.5074, -0.1278, 'Europe/London', 'LHR', 1.5),
  d('paris', 'Paris', 'FR', 'France', 48.8566, 2.3522, 'Europe/Paris', 'CDG', 1.5),
  d('tokyo', 'Tokyo', 'JP', 'Japan', 35.6762, 139.6503, 'Asia/Tokyo', 'HND', 1.3),
  d('dubai', 'Dubai', 'AE', 'United Arab Emirates', 25.2048, 55.2708, 'Asia/Dubai', 'DXB', 1.4),
  d('rome', 'Rome', 'IT', 'Italy', 41.9028, 12.4964, 'Europe/Rome', 'FCO', 1.2),
  d('barcelona', 'Barcelona', 'ES', 'Spain', 41.3874, 2.1686, 'Europe/Madrid', 'BCN', 1.15),
  d('singapore', 'Singapore', 'SG', 'Singapore', 1.3521, 103.8198, 'Asia/Singapore', 'SIN', 1.4),
  d('bangkok', 'Bangkok', 'TH', 'Thailand', 13.7563, 100.5018, 'Asia/Bangkok', 'BKK', 0.6),
  d('sydney', 'Sydney', 'AU', 'Australia', -33.8688, 151.2093, 'Australia/Sydney', 'SYD', 1.3),
  d('cancun', 'Cancún', 'MX', 'Mexico', 21.1619, -86.8515, 'America/Cancun', 'CUN', 1.0),
  d('honolulu', 'Honolulu', 'US', 'United States', 21.3069, -157.8583, 'Pacific/Honolulu', 'HNL', 1.5),
  d('las-vegas', 'Las Vegas', 'US', 'United States', 36.1699, -115.1398, 'America/Los_Angeles', 'LAS', 1.0),
  d('orlando', 'Orlando', 'US', 'United States', 28.5384, -81.3789, 'America/New_York', 'MCO', 0.95),
  d('miami', 'Miami', 'US', 'United States', 25.7617, -80.1918, 'America/New_York', 'MIA', 1.3),
  d('san-francisco', 'San Francisco', 'US', 'United States', 37.7749, -122.4194, 'America/Los_Angeles', 'SFO', 1.5),
  d('los-angeles', 'Los Angeles', 'US', 'United States', 34.0522, -118.2437, 'America/Los_Angeles', 'LAX', 1.35),
  d('chicago', 'Chicago', 'US', 'United States', 41.8781, -87.6298, 'America/Chicago', 'ORD', 1.2),
  d('lisbon', 'Lisbon', 'PT', 'Portugal', 38.7223, -9.1393, 'Europe/Lisbon', 'LIS', 1.0),
  d('amsterdam', 'Amsterdam', 'NL', 'Netherlands', 52.3676, 4.9041, 'Europe/Amsterdam', 'AMS', 1.4),
  d('istanbul', 'Istanbul', 'TR', 'Türkiye', 41.0082, 28.9784, 'Europe/Istanbul', 'IST', 0.8),
  d('hong-kong', 'Hong Kong', 'HK', 'Hong Kong', 22.3193, 114.1694, 'Asia/Hong_Kong', 'HKG', 1.35),
  d('seoul', 'Seoul', 'KR', 'South Korea', 37.5665, 126.978, 'Asia/Seoul', 'ICN', 1.1),
  d('mexico-city', 'Mexico City', 'MX', 'Mexico', 19.4326, -99.1332, 'America/Mexico_City', 'MEX', 0.8),
  d('toronto', 'Toronto', 'CA', 'Canada', 43.6532, -79.3832, 'America/Toronto', 'YYZ', 1.2),
  d('vancouver', 'Vancouver', 'CA', 'Canada', 49.2827, -123.1207, 'America/Vancouver', 'YVR', 1.25),
  d('cape-town', 'Cape Town', 'ZA', 'South Africa', -33.9249, 18.4241, 'Africa/Johannesburg', 'CPT', 0.75),
  d('marrakech', 'Marrakech', 'MA', 'Morocco', 31.6295, -7.9811, 'Africa/Casablanca', 'RAK', 0.7),
  d('bali', 'Bali', 'ID', 'Indonesia', -8.6705, 115.2126, 'Asia/Makassar', 'DPS', 0.7),
  d('maldives', 'Maldives', 'MV', 'Maldives', 4.1755, 73.5093, 'Indian/Maldives', 'MLE', 2.0),
  d('berlin', 'Berlin', 'DE', 'Germany', 52.52, 13.405, 'Europe/Berlin', 'BER', 1.1),
  d('prague', 'Prague', 'CZ', 'Czechia', 50.0755, 14.4378, 'Europe/Prague', 'PRG', 0.85),
  d('vienna', 'Vienna', 'AT', 'Austria', 48.2082, 16.3738, 'Europe/Vienna', 'VIE', 1.15),
  d('madrid', 'Madrid', 'ES', 'Spain', 40.4168, -3.7038, 'Europe/Madrid', 'MAD', 1.1),
  d('athens', 'Athens', 'GR', 'Greece', 37.9838, 23.7275, 'Europe/Athens', 'ATH', 0.95),
  d('dublin', 'Dublin', 'IE', 'Ireland', 53.3498, -6.2603, 'Europe/Dublin', 'DUB', 1.3),
  d('kyoto', 'Kyoto', 'JP', 'Japan', 35.0116, 135.7681, 'Asia/Tokyo', 'KIX', 1.2),
  d('osaka', 'Osaka', 'JP', 'Japan', 34.6937, 135.5023, 'Asia/Tokyo', 'KIX', 1.1),
  d('kuala-lumpur', 'Kuala Lumpur', 'MY', 'Malaysia', 3.139, 101.6869, 'Asia/Kuala_Lumpur', 'KUL', 0.65),
  d('rio-de-janeiro', 'Rio de Janeiro', 'BR', 'Brazil', -22.9068, -43.1729, 'America/Sao_Paulo', 'GIG', 0.85),
  d('buenos-aires', 'Buenos Aires', 'AR', 'Argentina', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires', 'EZE', 0.7),
  d('reykjavik', 'Reykjavík', 'IS', 'Iceland', 64.1466, -21.9426, 'Atlantic/Reykjavik', 'KEF', 1.6),
  // A destination under sanctions, so the sanction error can be produced on realistic input.
  { ...d('pyongyang', 'Pyongyang', 'KP', 'North Korea', 39.0392, 125.7625, 'Asia/Pyongyang', 'FNJ', 1.0), sanctioned: true },
]

export const destinationById = new Map(destinations.map((destination) => [destination.id, destination]))
