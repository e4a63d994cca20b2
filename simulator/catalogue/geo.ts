// Great-circle geometry for placing hotels around a centre and measuring how far they are from it.
type Point = { latitude: number; longitude: number }

const earthRadiusKm = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180
const degrees = (value: number) => (value * 180) / Math.PI

/** Haversine distance in km, to one decimal. */
export function distanceKm(a: Point, b: Point) {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * earthRadiusKm * Math.asin(Math.sqrt(h)) * 10) / 10
}

/** The point `km` away from `origin` on a bearing (degrees from north), to five decimals (about 1 m). */
export function offsetByKm(origin: Point, bearingDegrees: number, km: number): Point {
  const angular = km / earthRadiusKm
  const bearing = radians(bearingDegrees)
  const lat1 = radians(origin.latitude)
  const lon1 = radians(origin.longitude)
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing))
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2))
  const round = (value: number) => Math.round(value * 1e5) / 1e5
  return { latitude: round(degrees(lat2)), longitude: round(((degrees(lon2) + 540) % 360) - 180) }
}
