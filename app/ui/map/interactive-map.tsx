// The interactive results map (docs/decisions/092): MapLibre GL draws the configured style (real tiles)
// or the offline schematic city, and pans and zooms; the price pins are our own buttons over it, in
// the list's order before the map in the tab order, grouped when they would overlap (a group zooms in),
// and the chosen one shows its card inside the map's edges. Loaded only when a map is shown.
import { LngLatBounds, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { css, cva } from 'styled-system/css'
import { widgetsText } from '~/i18n/plain/widgets'
import { MarkerButton, mapFrame, type MapMarker, type ResultsMapProps } from './map-markers'
import { groupPins, pinBox, type PinGroup } from './map-groups'
import { offlineMapStyle } from './offline-map-style'

// The worker is a file of our own origin (script-src 'self'), not a blob: the page's policy stays as it is.
setWorkerUrl(workerUrl)

/** The zoom buttons' corner (top right): two 29 px buttons 10 px from the edges, and a little air. */
const zoomCorner = { width: 48, height: 78 } as const
// Places are framed clear of the zoom buttons: a pin at the right edge keeps its label (half a pin wide)
// left of them, so no label lies under them, wherever the place is (issue 36 item 12).
const fitOptions = { padding: { top: 48, bottom: 48, left: 48, right: zoomCorner.width + pinBox.width / 2 + 8 }, maxZoom: 15, animate: false } as const

function boundsOf(points: readonly { latitude: number; longitude: number }[]) {
  const bounds = new LngLatBounds()
  for (const point of points) bounds.extend([point.longitude, point.latitude])
  return bounds
}

export function InteractiveMap({ label, centre, markers, activeId, onActivate, listItemId, styleUrl, onFailure }: ResultsMapProps & { onFailure: () => void }) {
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap>()
  // The map's size, and a new object on every frame it moves, so the pins follow it.
  const [view, setView] = useState({ width: 0, height: 0 })
  const markerKey = markers.map((marker) => marker.id).join(' ')

  useEffect(() => {
    const element = container.current
    if (!element) return
    let created: MapLibreMap
    try {
      created = new MapLibreMap({
        container: element,
        style: styleUrl ?? offlineMapStyle(centre),
        bounds: boundsOf([centre, ...markers]),
        fitBoundsOptions: fitOptions,
        maxZoom: 18,
        attributionControl: styleUrl ? { compact: true } : false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        cooperativeGestures: true,
        locale: {
          'Map.Title': widgetsText('map.title'),
          'NavigationControl.ZoomIn': widgetsText('map.zoom-in'),
          'NavigationControl.ZoomOut': widgetsText('map.zoom-out'),
          'AttributionControl.ToggleAttribution': widgetsText('map.credits'),
          'CooperativeGesturesHandler.WindowsHelpText': widgetsText('map.scroll-help'),
          'CooperativeGesturesHandler.MacHelpText': widgetsText('map.scroll-help-mac'),
          'CooperativeGesturesHandler.MobileHelpText': widgetsText('map.touch-help'),
        },
      })
    } catch {
      // No WebGL context after all (a blocked GPU, too many contexts): the schematic map comes back.
      onFailure()
      return
    }
    created.touchZoomRotate.disableRotation()
    created.keyboard.disableRotation()
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    const move = () => setView({ width: element.clientWidth, height: element.clientHeight })
    move()
    created.on('move', move)
    created.on('resize', move)
    setMap(created)
    return () => {
      setMap(undefined)
      created.remove()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new map only for another place or style; new markers are framed below
  }, [styleUrl, centre.latitude, centre.longitude])

  // Another page or sort of results: show all of them again.
  useEffect(() => {
    if (map && markers.length > 0) map.fitBounds(boundsOf([centre, ...markers]), fitOptions)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit when the set of places changes, not on every render
  }, [map, markerKey])

  const { width, height } = view
  const onScreen = map
    ? markers
        .map((marker) => ({ marker, point: map.project([marker.longitude, marker.latitude]) }))
        .filter(({ point }) => point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height)
    : []
  const byId = new Map(onScreen.map(({ marker }) => [marker.id, marker]))
  // A pin near an edge slides inwards rather than being cut by it (its label sits above its point).
  const inside = (point: { x: number; y: number }) => ({ x: Math.min(Math.max(point.x, pinBox.width / 2), width - pinBox.width / 2), y: Math.max(point.y, pinBox.height) })
  const groups = groupPins(
    onScreen.map(({ marker, point }) => ({ id: marker.id, ...inside(point) })),
    activeId,
  )
  const chosen = groups.find((group) => group.ids.length === 1 && group.ids[0] === activeId)
  const chosenMarker = activeId ? byId.get(activeId) : undefined

  const zoomInto = (group: PinGroup) => {
    if (!map) return
    const members = group.ids.map((id) => byId.get(id)).filter((marker): marker is MapMarker => Boolean(marker))
    const bounds = boundsOf(members)
    const sameSpot = bounds.getNorthEast().distanceTo(bounds.getSouthWest()) < 1
    if (sameSpot) map.easeTo({ center: bounds.getCenter(), zoom: Math.min(map.getMaxZoom(), map.getZoom() + 2) })
    else map.fitBounds(bounds, { padding: 64, maxZoom: map.getMaxZoom() })
  }

  return (
    <section aria-label={label} className={mapFrame}>
      <ul className={css({ position: 'absolute', inset: '0', zIndex: '1', pointerEvents: 'none', overflow: 'hidden' })}>
        {groups.map((group) => {
          const first = group.ids[0]!
          const active = group.ids.length === 1 && first === activeId
          const marker = byId.get(first)
          if (!marker) return null
          return (
            <li key={first} className={css({ position: 'absolute', transform: 'translate(-50%, -100%)', pointerEvents: 'auto' })} style={{ left: group.x, top: group.y, zIndex: active ? 2 : 1 }}>
              {group.ids.length === 1 ? (
                <MarkerButton marker={marker} active={active} onActivate={onActivate} listItemId={listItemId} className={pin({ kind: active ? 'chosen' : 'place' })} />
              ) : (
                <GroupButton markers={group.ids.map((id) => byId.get(id)!)} onChoose={() => zoomInto(group)} />
              )}
            </li>
          )
        })}
      </ul>
      {chosen && chosenMarker && <ChosenCard name={chosenMarker.name} x={chosen.x} y={chosen.y} width={width} />}
      {/* MapLibre's own (unlayered) stylesheet sets its container's position: the box around it places it. */}
      <div className={css({ position: 'absolute', inset: '0' })}>
        <div ref={container} style={{ width: '100%', height: '100%' }} />
      </div>
    </section>
  )
}

function GroupButton({ markers, onChoose }: { markers: readonly MapMarker[]; onChoose: () => void }) {
  const count = markers.length
  const priced = markers.filter((marker) => marker.amount !== undefined)
  const lowest = priced.length === count ? priced.reduce((low, marker) => ((marker.amount ?? 0) < (low.amount ?? 0) ? marker : low)) : undefined
  return (
    <button
      type="button"
      aria-label={lowest ? widgetsText('map.group-name', { count, price: lowest.label }) : widgetsText('map.group-plain-name', { count })}
      onClick={onChoose}
      className={pin({ kind: 'group' })}
    >
      {lowest ? widgetsText('map.group', { count, price: lowest.label }) : widgetsText('map.group-plain', { count })}
    </button>
  )
}

const cardWidth = 224
const cardHeight = 64
const edge = 8

/** The chosen place's name in a card beside its pin: above it when there is room, else below, and always inside the map. */
function ChosenCard({ name, x, y, width }: { name: string; x: number; y: number; width: number }) {
  const cardSize = Math.min(cardWidth, width - edge * 2)
  const above = y - pinBox.height - cardHeight - edge >= 0
  // A card reaching the zoom buttons' height stays left of them.
  const reachesZoom = above ? y - pinBox.height - edge - cardHeight < zoomCorner.height : y + edge < zoomCorner.height
  const right = width - edge - (reachesZoom ? zoomCorner.width : 0)
  const left = Math.max(Math.min(x - cardSize / 2, right - cardSize), edge)
  return (
    <p
      aria-hidden="true"
      className={css({ position: 'absolute', zIndex: '1', p: '2', bg: 'bg.canvas', color: 'fg.default', borderRadius: 'md', boxShadow: 'md', fontSize: 'sm', lineClamp: '2', pointerEvents: 'none' })}
      style={{ left, width: cardSize, ...(above ? { top: y - pinBox.height - edge, transform: 'translateY(-100%)' } : { top: y + edge }) }}
    >
      {name}
    </p>
  )
}

const pin = cva({
  base: {
    display: 'block',
    cursor: 'pointer',
    px: '2',
    py: '0.5',
    minH: '6',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    boxShadow: 'sm',
  },
  variants: {
    kind: {
      place: { bg: 'bg.canvas', color: 'fg.default', borderColor: 'accent.emphasized' },
      chosen: { bg: 'accent.emphasized', color: 'accent.fg', borderColor: 'accent.emphasized' },
      group: { bg: 'fg.default', color: 'bg.canvas', borderColor: 'fg.default' },
    },
  },
})
