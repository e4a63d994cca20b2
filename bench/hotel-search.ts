// The hotel search through the HTTP API (`POST /api/lxp/hotel/search`, served by the embedded
// simulator): 50 sequential searches with filters, sort and paging after a warm-up, as the contract
// tests used to print them. Measured, never asserted.
const searches = 50
const warmUpSearches = 5
const sorts = ['featured', 'price-asc', 'price-desc', 'rating', 'distance'] as const

/** Nearest rank. */
const rank = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
const round = (value: number) => Math.round(value * 100) / 100

export async function hotelSearchTimes(origin: string, checkIn: string, checkOut: string) {
  const search = async (index: number) => {
    const criteria = {
      destination: 'New York',
      checkIn,
      checkOut,
      rooms: [{ adults: 2, childAges: [] }],
      filters: { amenities: ['wifi'], stars: [3, 4, 5], freeCancellation: index % 2 === 0 },
      sort: sorts[index % sorts.length],
      page: (index % 3) + 1,
    }
    // The app's own origin: the API refuses cross-site POSTs without one.
    const response = await fetch(`${origin}/api/lxp/hotel/search`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(criteria) })
    await response.arrayBuffer()
    return response.status
  }
  for (let index = 0; index < warmUpSearches; index += 1) await search(index)
  const times: number[] = []
  let non200 = 0
  for (let index = 0; index < searches; index += 1) {
    const started = performance.now()
    if ((await search(index)) !== 200) non200 += 1
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { searches, p50Ms: round(rank(times, 0.5)), p95Ms: round(rank(times, 0.95)), maxMs: round(times.at(-1) ?? Number.NaN), non200 }
}
