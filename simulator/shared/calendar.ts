// Dates and seasons every line of the simulator prices and books by: plain YYYY-MM-DD days (UTC arithmetic,
// no zone: a venue's clock is simulator/clock.ts) and the season by hemisphere and month.
const dayMs = 86_400_000

/** Each night of a stay as YYYY-MM-DD, check-in included, check-out excluded. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`)
  const end = Date.parse(`${checkOut}T00:00:00Z`)
  const nights: string[] = []
  for (let time = start; time < end; time += dayMs) nights.push(new Date(time).toISOString().slice(0, 10))
  return nights
}

export function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

// Thousandths by month, January first. Temperate: summer high, deep winter low, a Christmas bump.
const temperate = [900, 900, 960, 1000, 1050, 1150, 1200, 1150, 1050, 1000, 950, 1100]
// Tropics: the dry months are high season, the rainy months low.
const tropical = [1150, 1100, 1100, 1050, 950, 900, 950, 950, 900, 900, 950, 1150]
const tropicLatitude = 23.44

/** Season factor in thousandths, mirrored by six months south of the equator. */
export function seasonPermille(night: string, latitude: number) {
  const month = Number(night.slice(5, 7))
  const table = Math.abs(latitude) < tropicLatitude ? tropical : temperate
  const index = latitude >= 0 ? month - 1 : (month + 5) % 12
  return table[index] ?? 1000
}
