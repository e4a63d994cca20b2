// §R2.22 result view "map": every price label can be reached and clicked (WCAG 2.5.8 target
// size: no label may cover another), however close the hotels are.
import { describe, expect, it } from 'vitest'
import { labelBox, spreadLabels } from '~/ui/results-map'

function overlaps(points: { x: number; y: number }[]) {
  const found: [number, number][] = []
  for (let i = 0; i < points.length; i += 1)
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i]!
      const b = points[j]!
      if (Math.abs(a.x - b.x) < labelBox.width - 1e-6 && Math.abs(a.y - b.y) < labelBox.height - 1e-6) found.push([i, j])
    }
  return found
}

describe('spreadLabels', () => {
  it('leaves labels that do not touch where they are', () => {
    const points = [
      { x: 20, y: 20 },
      { x: 80, y: 80 },
    ]
    expect(spreadLabels(points)).toEqual(points)
  })

  it('separates a page of hotels on the same spot, inside the map', () => {
    const spread = spreadLabels(Array.from({ length: 20 }, () => ({ x: 50, y: 50 })))
    expect(overlaps(spread)).toEqual([])
    for (const point of spread) {
      expect(point.x).toBeGreaterThanOrEqual(labelBox.width / 2)
      expect(point.x).toBeLessThanOrEqual(100 - labelBox.width / 2)
      expect(point.y).toBeGreaterThanOrEqual(labelBox.height)
      expect(point.y).toBeLessThanOrEqual(100)
    }
  })

  it('separates a dense cluster near the edge and is deterministic', () => {
    const cluster = Array.from({ length: 20 }, (_, index) => ({ x: 95 + (index % 3), y: 2 + (index % 4) }))
    const spread = spreadLabels(cluster)
    expect(overlaps(spread)).toEqual([])
    expect(spreadLabels(cluster)).toEqual(spread)
  })

  it('spreads labels of another size by that size, after the default size was spread', () => {
    spreadLabels([{ x: 50, y: 50 }, { x: 50, y: 50 }])
    const box = { width: 30, height: 10 }
    const [first, second] = spreadLabels([{ x: 50, y: 50 }, { x: 50, y: 50 }], box)
    expect(Math.abs(first!.x - second!.x) >= box.width || Math.abs(first!.y - second!.y) >= box.height).toBe(true)
  })
})
