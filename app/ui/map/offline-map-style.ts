// The map style used when no MAP_STYLE_URL is configured (docs/decisions/092): a schematic city drawn
// around a destination's centre (a rotated street grid with avenues, blocks, parks and a river) as
// GeoJSON sources inside the style itself, so the map needs no tile server, no network and no glyphs.
// The same centre always gives the same city; different centres give different ones.
import type { StyleSpecification } from 'maplibre-gl'
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson'

type Centre = { latitude: number; longitude: number }
type Local = { x: number; y: number }

/** Half the width of the drawn city, in km: hotels of a destination lie within a few km of its centre. */
export const cityRadiusKm = 12
const streetSpacingKm = 0.36
const avenueEvery = 4
const riverHalfWidthKm = 0.12

export const offlineMapColours = {
  land: '#eef0e6',
  block: '#e0e2d8',
  park: '#c9e2bd',
  water: '#a8cbe6',
  street: '#ffffff',
  avenue: '#f7e1a6',
  centre: '#00427a',
} as const

/** A small deterministic generator (mulberry32) seeded from the centre. */
function randomFrom(centre: Centre) {
  let seed = (Math.round(centre.latitude * 1e4) * 73_856_093) ^ (Math.round(centre.longitude * 1e4) * 19_349_663)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Local km east/north of the centre to [longitude, latitude]. */
function toPosition(centre: Centre, point: Local): Position {
  const kmPerDegreeLatitude = 110.574
  const kmPerDegreeLongitude = 111.32 * Math.cos((centre.latitude * Math.PI) / 180)
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return [round(centre.longitude + point.x / kmPerDegreeLongitude), round(centre.latitude + point.y / kmPerDegreeLatitude)]
}

/** The river's centre line as a function of the distance along it (y in the grid's frame, km). */
function riverCourse(random: () => number) {
  const offset = (random() - 0.5) * 3
  const amplitude = 0.6 + random() * 0.9
  const wavelength = 5 + random() * 4
  const phase = random() * Math.PI * 2
  return (along: number) => offset + amplitude * Math.sin((along / wavelength) * Math.PI * 2 + phase)
}

/** The city's features in its own rotated frame: `rotate` turns them into local east/north km. */
export function offlineCity(centre: Centre) {
  const random = randomFrom(centre)
  const angle = ((random() - 0.5) * Math.PI) / 6
  const rotate = ({ x, y }: Local): Local => ({ x: x * Math.cos(angle) - y * Math.sin(angle), y: x * Math.sin(angle) + y * Math.cos(angle) })
  const river = riverCourse(random)
  const place = (point: Local) => toPosition(centre, rotate(point))
  const lines = Math.floor(cityRadiusKm / streetSpacingKm)

  const streets: Feature<LineString, { kind: 'street' | 'avenue' }>[] = []
  for (let index = -lines; index <= lines; index += 1) {
    const at = index * streetSpacingKm
    const kind = index % avenueEvery === 0 ? 'avenue' : 'street'
    streets.push({ type: 'Feature', properties: { kind }, geometry: { type: 'LineString', coordinates: [place({ x: at, y: -cityRadiusKm }), place({ x: at, y: cityRadiusKm })] } })
    streets.push({ type: 'Feature', properties: { kind }, geometry: { type: 'LineString', coordinates: [place({ x: -cityRadiusKm, y: at }), place({ x: cityRadiusKm, y: at })] } })
  }
  // Two boulevards cross at the centre, as in most old cities.
  for (const direction of [1, -1]) {
    const end = cityRadiusKm * 0.9
    streets.push({ type: 'Feature', properties: { kind: 'avenue' }, geometry: { type: 'LineString', coordinates: [place({ x: -end, y: -end * direction }), place({ x: end, y: end * direction })] } })
  }

  const riverSteps = 90
  const bank = (side: number) => Array.from({ length: riverSteps + 1 }, (_, step) => {
    const along = -cityRadiusKm + (step / riverSteps) * cityRadiusKm * 2
    return place({ x: river(along) + side * riverHalfWidthKm, y: along })
  })
  const water: Feature<Polygon>[] = [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...bank(-1), ...bank(1).reverse(), bank(-1)[0]!]] } }]

  const blocks: Feature<Polygon, { kind: 'block' | 'park' }>[] = []
  const inset = 0.035
  for (let column = -lines; column < lines; column += 1)
    for (let row = -lines; row < lines; row += 1) {
      const west = column * streetSpacingKm + inset
      const east = (column + 1) * streetSpacingKm - inset
      const south = row * streetSpacingKm + inset
      const north = (row + 1) * streetSpacingKm - inset
      const park = random() < 0.07
      // A block the river crosses (or that touches its banks) is left as water's edge.
      const nearRiver = [south, (south + north) / 2, north].some((along) => river(along) + riverHalfWidthKm + inset > west && river(along) - riverHalfWidthKm - inset < east)
      if (nearRiver) continue
      const ring = [place({ x: west, y: south }), place({ x: east, y: south }), place({ x: east, y: north }), place({ x: west, y: north }), place({ x: west, y: south })]
      blocks.push({ type: 'Feature', properties: { kind: park ? 'park' : 'block' }, geometry: { type: 'Polygon', coordinates: [ring] } })
    }

  const collection = <Item extends Feature>(features: Item[]): FeatureCollection => ({ type: 'FeatureCollection', features })
  return { streets: collection(streets), water: collection(water), blocks: collection(blocks), river, rotate }
}

/** The whole style: sources inline, no glyphs, sprites or tiles to fetch. */
export function offlineMapStyle(centre: Centre): StyleSpecification {
  const city = offlineCity(centre)
  // Side streets thin out as the map zooms out, so a whole city reads as avenues and blocks.
  const width = (atZoom13: number) => ['interpolate', ['exponential', 1.6], ['zoom'], 11, atZoom13 * 0.3, 13, atZoom13, 18, atZoom13 * 10] as never
  return {
    version: 8,
    name: 'Schematic city',
    sources: {
      blocks: { type: 'geojson', data: city.blocks },
      water: { type: 'geojson', data: city.water },
      streets: { type: 'geojson', data: city.streets },
      centre: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [centre.longitude, centre.latitude] } } },
    },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': offlineMapColours.land } },
      { id: 'blocks', type: 'fill', source: 'blocks', filter: ['==', ['get', 'kind'], 'block'], paint: { 'fill-color': offlineMapColours.block } },
      { id: 'parks', type: 'fill', source: 'blocks', filter: ['==', ['get', 'kind'], 'park'], paint: { 'fill-color': offlineMapColours.park } },
      { id: 'water', type: 'fill', source: 'water', paint: { 'fill-color': offlineMapColours.water } },
      { id: 'streets', type: 'line', source: 'streets', filter: ['==', ['get', 'kind'], 'street'], paint: { 'line-color': offlineMapColours.street, 'line-width': width(1.2) } },
      { id: 'avenues', type: 'line', source: 'streets', filter: ['==', ['get', 'kind'], 'avenue'], paint: { 'line-color': offlineMapColours.avenue, 'line-width': width(2.5) } },
      { id: 'centre', type: 'circle', source: 'centre', paint: { 'circle-radius': 5, 'circle-color': offlineMapColours.centre, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 } },
    ],
  }
}
