// §R2.22 result view "map" (docs/decisions/092): offline, the interactive map draws a schematic
// city around the destination's centre from a style of its own: valid for MapLibre, nothing fetched,
// the same city for the same place, another for another, with blocks kept off the river.
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import type { Feature, LineString, Polygon, Position } from 'geojson'
import { describe, expect, it } from 'vitest'
import { cityRadiusKm, offlineCity, offlineMapStyle } from '~/ui/map/offline-map-style'

const paris = { latitude: 48.8566, longitude: 2.3522 }
const newYork = { latitude: 40.7128, longitude: -74.006 }

function positions(features: readonly Feature[]): Position[] {
  return features.flatMap((feature) => {
    const geometry = feature.geometry as LineString | Polygon
    return geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat()
  })
}

describe('offlineMapStyle', () => {
  it('is a valid MapLibre style that fetches nothing: no tiles, glyphs, sprites or addresses', () => {
    const style = offlineMapStyle(paris)
    expect(validateStyleMin(style)).toEqual([])
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    expect(JSON.stringify(style)).not.toMatch(/https?:|"url"|"tiles"/)
    expect(style.layers.map((layer) => layer.type)).not.toContain('symbol')
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true)
  })

  it('draws the same city for the same centre and another for another centre', () => {
    expect(JSON.stringify(offlineMapStyle(paris))).toBe(JSON.stringify(offlineMapStyle({ ...paris })))
    expect(JSON.stringify(offlineMapStyle(paris).sources.streets)).not.toBe(JSON.stringify(offlineMapStyle(newYork).sources.streets))
  })

  it('marks the centre and keeps every drawn point within the city around it', () => {
    const style = offlineMapStyle(newYork)
    expect(style.sources.centre).toMatchObject({ data: { geometry: { type: 'Point', coordinates: [newYork.longitude, newYork.latitude] } } })
    const city = offlineCity(newYork)
    const all = positions([...city.streets.features, ...city.blocks.features, ...city.water.features])
    const kmNorth = (latitude: number) => (latitude - newYork.latitude) * 110.574
    const kmEast = (longitude: number) => (longitude - newYork.longitude) * 111.32 * Math.cos((newYork.latitude * Math.PI) / 180)
    // A rotated square of half-width r stays within r·√2 of its centre.
    for (const [longitude, latitude] of all) expect(Math.hypot(kmEast(longitude!), kmNorth(latitude!))).toBeLessThanOrEqual(cityRadiusKm * Math.SQRT2 + 0.01)
  })

  it('has streets, avenues, blocks, some parks and a river, and no block in the river', () => {
    const city = offlineCity(paris)
    const kinds = (features: readonly Feature[]) => new Set(features.map((feature) => (feature.properties as { kind: string }).kind))
    expect(kinds(city.streets.features)).toEqual(new Set(['street', 'avenue']))
    expect(kinds(city.blocks.features)).toEqual(new Set(['block', 'park']))
    const parks = city.blocks.features.filter((feature) => feature.properties?.kind === 'park').length
    expect(parks / city.blocks.features.length).toBeGreaterThan(0.02)
    expect(parks / city.blocks.features.length).toBeLessThan(0.15)
    expect(city.water.features).toHaveLength(1)

    // In the city's own frame (before rotation), no block corner lies between the river's banks.
    const inverse = (position: Position) => {
      const north = (position[1]! - paris.latitude) * 110.574
      const east = (position[0]! - paris.longitude) * 111.32 * Math.cos((paris.latitude * Math.PI) / 180)
      // Undo the rotation by solving rotate(local) = (east, north) with two probes.
      const unitX = city.rotate({ x: 1, y: 0 })
      const unitY = city.rotate({ x: 0, y: 1 })
      return { x: east * unitX.x + north * unitX.y, y: east * unitY.x + north * unitY.y }
    }
    for (const block of city.blocks.features)
      for (const corner of (block.geometry as Polygon).coordinates[0]!) {
        const local = inverse(corner)
        expect(Math.abs(local.x - city.river(local.y))).toBeGreaterThan(0.12)
      }
  })
})
