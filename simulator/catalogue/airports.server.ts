// Airport facts (name, ICAO, coordinates, time zone, country) from the airport-data-js package,
// read once when the catalogue is seeded: the data set is large, so it is loaded only then.
export type Airport = {
  iata: string
  icao: string
  name: string
  latitude: number
  longitude: number
  timeZone: string
  countryCode: string
}

type AirportRecord = { iata: string; icao: string; airport: string; latitude: number; longitude: number; time: string; country_code: string }
type AirportData = { getAirportByIata(code: string): Promise<AirportRecord[]> }

async function airportData(): Promise<AirportData> {
  // A CommonJS module: its functions sit on the default export under Node, at the top under Vite.
  const loaded = (await import('airport-data-js')) as unknown as AirportData & { default?: AirportData }
  return typeof loaded.getAirportByIata === 'function' ? loaded : (loaded.default as AirportData)
}

/** The airports with these IATA codes; throws on a code the data set does not know. */
export async function lookUpAirports(codes: readonly string[]): Promise<Airport[]> {
  const data = await airportData()
  const found: Airport[] = []
  for (const code of new Set(codes)) {
    const [record] = await data.getAirportByIata(code).catch(() => [])
    if (!record) throw new Error(`airport-data-js does not know the airport ${code}`)
    found.push({
      iata: record.iata,
      icao: record.icao,
      name: record.airport,
      latitude: record.latitude,
      longitude: record.longitude,
      timeZone: record.time,
      countryCode: record.country_code,
    })
  }
  return found
}
