// Issue 40: what real traffic costs. Every request is an address of its own (dates, destinations, filters,
// campaign parameters), asked with a browser's headers, so no page cache answers it twice; members ask with
// their session. Each kind of page is measured in turns with the bare TanStack Start page (distinct
// addresses too), so both see the same machine; then the whole mix, a third of it from members, at 32
// connections for its p99 and the server's memory.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

const browserHeaders = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' }
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const hotelCities = ['Paris', 'New York', 'Rome', 'Tokyo', 'London', 'Barcelona', 'Dubai', 'Bangkok']
const hotelSlugs = ['paris', 'new-york', 'rome', 'tokyo', 'london']
const sorts = ['', '&sort=price-asc', '&sort=rating', '&page=2']

/** The n-th address of each kind: no two alike within a run. */
const addresses = {
  home: (n: number) => `/?utm_campaign=c${n}&utm_source=bench`,
  landing: (n: number) => `${pick(['/accommodations/', '/dining/', '/flights/', '/mobility/', '/tours/', '/transport/'], n)}?utm_campaign=c${n}`,
  results: (n: number) => {
    const start = 14 + (n % 300)
    const line = n % 6
    // As the site's own links write them (all defaults present), so the page answers without a redirect.
    const query = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`
    const page = { sort: 'recommended', page: 1 }
    if (line === 0) return `/accommodations/search-results?destination=${encodeURIComponent(pick(hotelCities, n))}&checkIn=${inDays(start)}&checkOut=${inDays(start + 1 + (n % 5))}${pick(sorts, Math.floor(n / 6))}`
    // Restaurants take bookings up to 180 days ahead.
    if (line === 1) return query('/dining/search-results', { destination: 'Paris', date: inDays(14 + (n % 150)), time: '19:00', guests: 2 + (n % 4), ...page })
    if (line === 2) return `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(start)}&adults=${1 + (n % 3)}`
    if (line === 3) return query('/mobility/search-results', { pickUpLocation: 'Paris', pickUpDate: inDays(start), pickUpTime: '10:00', dropOffDate: inDays(start + 2), dropOffTime: '10:00', driverAge: 30, ...page, view: 'list' })
    if (line === 4) return query('/tours/search-results', { destination: 'Rome', startDate: inDays(start), endDate: inDays(start + 6), travelers: 1 + (n % 4), ...page, adults: 1 + (n % 4) })
    return query('/transport/search-results', { origin: 'CDG', destination: 'Paris', date: inDays(start), time: '14:30', passengers: 1 + (n % 4), ...page })
  },
  offer: (n: number) => {
    const start = 14 + (n % 300)
    return `/accommodations/offer?hotelId=${pick(hotelSlugs, n)}-${String(1 + (Math.floor(n / 5) % 30)).padStart(3, '0')}&checkIn=${inDays(start)}&checkOut=${inDays(start + 2)}&rooms=1&adults=2`
  },
} satisfies Record<string, (n: number) => string>
type Kind = keyof typeof addresses

type Load = { requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }

/** autocannon over addresses made afresh for every request; `member` sends a session cookie with each one whose `member(n)` holds. */
async function load(origin: string, next: (n: number) => string, { connections, duration, member }: { connections: number; duration: number; member?: (n: number) => string | undefined }): Promise<Load> {
  let count = 0
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    headers: browserHeaders,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const n = count++
          const cookie = member?.(n)
          return { ...request, path: next(n), headers: { ...request.headers, ...(cookie ? { cookie } : {}) } }
        },
      },
    ],
  })
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts }
}

/**
 * Each kind of page, anonymous and (landing and results) as a member, against the bare page in turns; the goals
 * of issue 40: home and landing ≥ 0.2×, results and offer ≥ 0.1×, a member's page ≥ 0.8× the same page anonymous.
 */
export async function realisticRatios(siteOrigin: string, bareOrigin: string, memberCookie: string | undefined, { connections = 8, duration = 10, rounds = 2 } = {}) {
  const kinds: { kind: Kind; goal: number; member?: boolean }[] = [
    { kind: 'home', goal: 0.2 },
    { kind: 'landing', goal: 0.2 },
    { kind: 'results', goal: 0.1 },
    { kind: 'offer', goal: 0.1 },
    { kind: 'landing', goal: 0.2, member: true },
    { kind: 'results', goal: 0.1, member: true },
  ]
  // Offset per run of a kind, so no address repeats between rounds or between the anonymous and member runs.
  let offset = 0
  const rows = []
  const anonymous = new Map<Kind, number>()
  for (const { kind, goal, member } of kinds) {
    if (member && !memberCookie) continue
    let bare = 0
    let site = 0
    const p99: number[] = []
    let failed = 0
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      const base = (offset += 100_000)
      bare += (await load(bareOrigin, (n) => `/?q=${base + n}`, { connections, duration })).requestsPerSecond
      const measured = await load(siteOrigin, (n) => addresses[kind](base + n), { connections, duration, member: member ? () => memberCookie : undefined })
      site += measured.requestsPerSecond
      p99.push(measured.p99Ms)
      failed += measured.non2xx + measured.errors
    }
    const ratio = site / bare
    if (!member) anonymous.set(kind, ratio)
    const ofAnonymous = member ? ratio / (anonymous.get(kind) ?? Number.NaN) : undefined
    const met = ratio >= goal && (ofAnonymous === undefined || ofAnonymous >= 0.8)
    rows.push({
      page: `${kind}${member ? ' (member)' : ''}`,
      bareRps: round(bare / rounds),
      siteRps: round(site / rounds),
      ratio: round(ratio, 2),
      goal: member ? `≥ ${goal}, ≥ 0.8× anonymous` : `≥ ${goal}`,
      ofAnonymous: ofAnonymous === undefined ? '—' : round(ofAnonymous, 2),
      p99Ms: Math.max(...p99),
      met: met ? 'yes' : 'NO',
      non2xx: failed,
    })
  }
  return rows
}

const residentMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024

/**
 * The whole mix at 32 connections: home, landing, results and offer pages of every line, a third of the requests
 * from a member; p99 (goal ≤ 300 ms) and the server's resident memory (goal ≤ 350 MB, and flat: ≤ 5 % growth over
 * the last half of the run).
 */
export async function realisticMix(origin: string, pid: number, memberCookie: string | undefined, { duration = 60 } = {}) {
  const kinds: Kind[] = ['home', 'landing', 'landing', 'results', 'results', 'results', 'offer', 'offer']
  const samples: { at: number; mb: number }[] = []
  const started = performance.now()
  const sampler = setInterval(() => samples.push({ at: (performance.now() - started) / 1000, mb: residentMB(pid) }), 500)
  const idleMB = residentMB(pid)
  const measured = await load(origin, (n) => addresses[pick(kinds, n)](900_000 + n), { connections: 32, duration, member: (n) => (n % 3 === 0 ? memberCookie : undefined) })
  clearInterval(sampler)
  const peakMB = Math.max(idleMB, ...samples.map((sample) => sample.mb))
  const half = samples.filter((sample) => sample.at >= duration / 2)
  const growth = half.length > 1 ? (half.at(-1)!.mb - half[0]!.mb) / half[0]!.mb : Number.NaN
  return {
    connections: 32,
    durationS: duration,
    requestsPerSecond: round(measured.requestsPerSecond),
    p99Ms: measured.p99Ms,
    p99Goal: '≤ 300 ms',
    idleMB: round(idleMB),
    peakMB: round(peakMB),
    lastHalfGrowth: `${round(growth * 100)} %`,
    memoryGoal: '≤ 350 MB, ≤ 5 % growth',
    met: measured.p99Ms <= 300 && peakMB <= 350 && growth <= 0.05 ? 'yes' : 'NO',
    non2xx: measured.non2xx + measured.errors,
  }
}
