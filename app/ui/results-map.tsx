// The map view of search results (§R2.22 result view "map"): a marker with its price for every
// place on the page, each marker a button reachable by keyboard that highlights its result in the list
// beside it. Shared by every line's results (hotels, car rental locations) and the hotel page.
// The page renders a schematic map (a grid with the pins spread apart, no script needed); near the
// viewport, in a browser with WebGL, it becomes the interactive MapLibre map, whose code loads only
// then (docs/decisions/092). Without WebGL, or if the map cannot start, the schematic map stays.
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { whenNearViewport } from '~/lib/lazy-when-visible'
import { widgetsText } from '~/i18n/plain/widgets'
import type { InteractiveMap as InteractiveMapComponent } from './map/interactive-map'
import { MarkerButton, mapFrame, type ResultsMapProps } from './map/map-markers'

type InteractiveMap = typeof InteractiveMapComponent

/** MapLibre GL needs WebGL 2. */
function webGl2Available() {
  try {
    const context = document.createElement('canvas').getContext('webgl2')
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return Boolean(context)
  } catch {
    return false
  }
}

export function ResultsMap(props: ResultsMapProps) {
  const holder = useRef<HTMLDivElement>(null)
  const [Interactive, setInteractive] = useState<InteractiveMap>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const element = holder.current
    if (!element || !webGl2Available()) return
    let current = true
    void whenNearViewport(element)
      .then(() => import('./map/interactive-map'))
      .then((module) => {
        if (!current) return
        // A pin the keyboard is on keeps the focus when the interactive map replaces the schematic one.
        const focused = document.activeElement
        if (focused && element.contains(focused)) carryFocus(element, focused.getAttribute('aria-label'))
        setInteractive(() => module.InteractiveMap)
      })
      // A chunk that cannot load (offline, a new deployment) leaves the schematic map in place.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  return <div ref={holder}>{Interactive && !failed ? <Interactive {...props} onFailure={() => setFailed(true)} /> : <SchematicMap {...props} />}</div>
}

/**
 * Focuses the pin named `name` once the new map has drawn it, unless the focus has gone elsewhere in
 * the page meanwhile; gives up after a few seconds (the map may never draw, or group that pin).
 */
function carryFocus(holder: HTMLElement, name: string | null) {
  if (!name) return
  const moveFocus = () => {
    const focused = document.activeElement
    if (focused && focused !== document.body && !holder.contains(focused)) return true
    const pin = [...holder.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === name && button.isConnected)
    if (!pin || pin === focused) return false
    pin.focus({ preventScroll: true })
    return true
  }
  const observer = new MutationObserver(() => {
    if (moveFocus()) observer.disconnect()
  })
  observer.observe(holder, { childList: true, subtree: true })
  setTimeout(() => observer.disconnect(), 5000)
}

/** Places points in a 0..100 box, keeping the aspect of the area (equirectangular at its latitude). */
export function projectPoints(points: readonly { latitude: number; longitude: number }[], centre: { latitude: number; longitude: number }) {
  const scaleX = Math.cos((centre.latitude * Math.PI) / 180)
  const xs = points.map((point) => (point.longitude - centre.longitude) * scaleX)
  const ys = points.map((point) => point.latitude - centre.latitude)
  const span = Math.max(0.005, ...xs.map(Math.abs), ...ys.map(Math.abs)) * 1.15
  return points.map((_, index) => ({ x: 50 + ((xs[index] ?? 0) / span) * 50, y: 50 - ((ys[index] ?? 0) / span) * 50 }))
}

/** A price label's box in map percent (about 64 × 24 px on a 500 px wide map), anchored at its bottom centre. */
export const labelBox = { width: 13, height: 6 } as const

// The offsets depend on the label's size only: worked out once per size, not for every map rendered (1,155 offsets
// sorted by distance for every results page; issue 40).
const offsetsBySize = new Map<string, readonly { dx: number; dy: number }[]>()

/** Offsets to try around a label's place, nearest first (half a label across, a label down). */
function candidateOffsets(box: { width: number; height: number }) {
  const size = `${box.width}x${box.height}`
  let offsets = offsetsBySize.get(size)
  if (!offsets) offsetsBySize.set(size, (offsets = sortedOffsets(box)))
  return offsets
}

function sortedOffsets(box: { width: number; height: number }) {
  const offsets: { dx: number; dy: number }[] = []
  const columns = Math.ceil(100 / (box.width / 2))
  const rows = Math.ceil(100 / box.height)
  for (let i = -columns; i <= columns; i += 1) for (let j = -rows; j <= rows; j += 1) offsets.push({ dx: (i * box.width) / 2, dy: j * box.height })
  return offsets.sort((a, b) => Math.hypot(a.dx, a.dy) - Math.hypot(b.dx, b.dy) || a.dy - b.dy || a.dx - b.dx)
}

/**
 * Places each label at its point, or else at the nearest free spot, so no two overlap (hotels on the
 * same street would otherwise stack their prices into one unclickable pile) and all stay inside the
 * map. Deterministic: the same results always give the same map.
 */
export function spreadLabels(points: readonly { x: number; y: number }[], box: { width: number; height: number } = labelBox) {
  const clamp = (x: number, y: number) => ({ x: Math.min(100 - box.width / 2, Math.max(box.width / 2, x)), y: Math.min(100, Math.max(box.height, y)) })
  const free = (candidate: { x: number; y: number }, placed: readonly { x: number; y: number }[]) =>
    placed.every((other) => Math.abs(other.x - candidate.x) >= box.width - 1e-9 || Math.abs(other.y - candidate.y) >= box.height - 1e-9)
  const offsets = candidateOffsets(box)
  const placed: { x: number; y: number }[] = []
  for (const point of points) {
    let spot: { x: number; y: number } | undefined
    for (const { dx, dy } of offsets) {
      const candidate = clamp(point.x + dx, point.y + dy)
      if (free(candidate, placed)) {
        spot = candidate
        break
      }
    }
    // A map too small for every label keeps the last ones at their place rather than dropping them.
    placed.push(spot ?? clamp(point.x, point.y))
  }
  return placed
}

/** The map without WebGL: the pins over a plain grid, spread so no label covers another. */
function SchematicMap({ label, centre, markers, activeId, onActivate, listItemId }: ResultsMapProps) {
  const positions = spreadLabels(projectPoints(markers, centre))
  return (
    <section aria-label={label} className={mapFrame}>
      <svg aria-hidden="true" viewBox="0 0 100 100" preserveAspectRatio="none" className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full' })}>
        {Array.from({ length: 9 }, (_, index) => (
          <g key={index} stroke="#cdd9c6" strokeWidth="0.3">
            <line x1={(index + 1) * 10} y1="0" x2={(index + 1) * 10} y2="100" />
            <line x1="0" y1={(index + 1) * 10} x2="100" y2={(index + 1) * 10} />
          </g>
        ))}
        <circle cx="50" cy="50" r="1.4" fill="#00427a" />
      </svg>
      <p className={css({ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, 8px)', fontSize: 'xs', color: 'fg.muted', pointerEvents: 'none' })}>
        {widgetsText('map.centre', { name: centre.name })}
      </p>
      <ul>
        {markers.map((marker, index) => {
          const position = positions[index] ?? { x: 50, y: 50 }
          const active = marker.id === activeId
          return (
            <li key={marker.id} className={css({ position: 'absolute', transform: 'translate(-50%, -100%)' })} style={{ left: `${position.x}%`, top: `${position.y}%`, zIndex: active ? 2 : 1 }}>
              <MarkerButton
                marker={marker}
                active={active}
                onActivate={onActivate}
                listItemId={listItemId}
                className={css({
                  display: 'block',
                  cursor: 'pointer',
                  px: '2',
                  py: '0.5',
                  borderRadius: 'full',
                  fontSize: 'xs',
                  fontWeight: 'bold',
                  whiteSpace: 'nowrap',
                  bg: active ? 'accent.emphasized' : 'bg.canvas',
                  color: active ? 'accent.fg' : 'fg.default',
                  borderWidth: '1px',
                  borderColor: 'accent.emphasized',
                  boxShadow: 'sm',
                })}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
