// What both results maps share (../results-map.tsx's schematic map, loaded with the page, and the interactive map
// loaded near the viewport, ./interactive-map.tsx): the markers, the props, the frame and the price pin's button.
import { css } from 'styled-system/css'

export type MapMarker = {
  id: string
  latitude: number
  longitude: number
  /** The short text on the marker, e.g. a price. */
  label: string
  /** What the marker is called for assistive technology, e.g. "Hotel Lumière, $180 per night". */
  name: string
  /** The price behind the label, to say "from" the lowest of the pins the interactive map groups. */
  amount?: number
}

export type ResultsMapProps = {
  /** The map's own name, e.g. "Map of hotels in Paris". */
  label: string
  /** The point the map centres on, named under its dot. */
  centre: { name: string; latitude: number; longitude: number }
  markers: readonly MapMarker[]
  activeId?: string
  onActivate: (id: string | undefined) => void
  /** The id of the list element showing a marker's result: chosen markers scroll it into view. */
  listItemId: (id: string) => string
  /** A MapLibre style (MAP_STYLE_URL, real tiles); null or absent draws the offline schematic city. */
  styleUrl?: string | null
}

/** The map's box, the same for both maps so nothing moves when one replaces the other. */
export const mapFrame = css({ position: 'relative', aspectRatio: '4 / 3', w: 'full', bg: '#e8f0e4', borderRadius: 'lg', overflow: 'hidden', borderWidth: '1px', borderColor: 'border.default' })

/**
 * One place's price pin, on the schematic map and the interactive one: a button named with the place and
 * price that chooses its result (pointer, focus or press) and brings the result into view in the list.
 */
export function MarkerButton({ marker, active, onActivate, listItemId, className }: Pick<ResultsMapProps, 'onActivate' | 'listItemId'> & { marker: MapMarker; active: boolean; className: string }) {
  return (
    <button
      type="button"
      aria-label={marker.name}
      aria-pressed={active}
      onClick={() => {
        onActivate(marker.id)
        document.getElementById(listItemId(marker.id))?.scrollIntoView({ block: 'nearest' })
      }}
      onMouseEnter={() => onActivate(marker.id)}
      onFocus={() => onActivate(marker.id)}
      className={className}
    >
      {marker.label}
    </button>
  )
}
