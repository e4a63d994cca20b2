// Airport facts (name, ICAO, coordinates, time zone, country) from the airport-data-js package,
// read when the catalogue is seeded. The data set is large (a 1.5 MB module that unpacks to ~17 MB of
// objects, kept by the module for the process's life), so it is read in a worker thread that ends
// with the lookup and takes the data with it (docs/decisions/084).
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

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

// CommonJS, so the worker can run from source text whether the caller is bundled (the server build) or
// not (tests). It answers each code's record, or null for a code the data set does not know.
const lookUpInWorker = `
const { parentPort, workerData } = require('node:worker_threads')
const data = require(workerData.modulePath)
Promise.all(workerData.codes.map((code) => data.getAirportByIata(code).then((records) => records[0] ?? null, () => null)))
  .then((records) => parentPort.postMessage(records))
`

function airportRecords(codes: string[]): Promise<(AirportRecord | null)[]> {
  const modulePath = createRequire(import.meta.url).resolve('airport-data-js')
  return new Promise((resolve, reject) => {
    const worker = new Worker(lookUpInWorker, { eval: true, workerData: { modulePath, codes } })
    worker.once('message', (records: (AirportRecord | null)[]) => resolve(records))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the airport lookup ended (exit code ${code}) without an answer`)))
  })
}

/** The airports with these IATA codes; throws on a code the data set does not know. */
export async function lookUpAirports(codes: readonly string[]): Promise<Airport[]> {
  const unique = [...new Set(codes)]
  const records = await airportRecords(unique)
  return unique.map((code, index) => {
    const record = records[index]
    if (!record) throw new Error(`airport-data-js does not know the airport ${code}`)
    return {
      iata: record.iata,
      icao: record.icao,
      name: record.airport,
      latitude: record.latitude,
      longitude: record.longitude,
      timeZone: record.time,
      countryCode: record.country_code,
    }
  })
}
