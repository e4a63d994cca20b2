// Choosing seats on flights' seat maps (§R3 legs seat map information), the same at booking and during a
// flight change: who is choosing (when several passengers have seats), then one disclosure per flight
// naming each passenger's seat there, holding the keyboard seat grid.
import { Suspense, lazy, useState } from 'react'
import { css } from 'styled-system/css'
import type { FlightSegment, SeatMap } from '@contracts/lxp/air.schema'
import { airBookingText } from '~/i18n/plain/air-booking'

const SeatMapView = lazy(() => import('./air-seat-map').then((module) => ({ default: module.SeatMapView })))

type Props = {
  seatMaps: SeatMap[]
  /** The itinerary's flights, to name each map. */
  segments: FlightSegment[]
  /** Every passenger's name, by index; only the seated ones choose. */
  names: string[]
  seated: number[]
  /** Seat per flight segment id, by passenger index. */
  seats: Record<string, string>[]
  /** A seat chosen, or released when undefined. */
  onChoose: (passenger: number, segmentId: string, seat: string | undefined) => void
}

export function SeatChooser({ seatMaps, segments, names, seated, seats, onChoose }: Props) {
  const [activePassenger, setActivePassenger] = useState(seated[0] ?? 0)
  const active = seated.includes(activePassenger) ? activePassenger : (seated[0] ?? 0)
  return (
    <>
      {seated.length > 1 && (
        <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
          <legend className={css({ fontWeight: 'medium', mb: '2' })}>{airBookingText('page.choosing-seats-for')}</legend>
          {seated.map((index) => (
            <label key={index} className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
              <input type="radio" name="seat-passenger" checked={active === index} onChange={() => setActivePassenger(index)} />
              {names[index]}
            </label>
          ))}
        </fieldset>
      )}
      {seatMaps.map((map) => {
        const segment = segments.find((candidate) => candidate.id === map.segmentId)
        const title = segment ? airBookingText('page.seat-map-title', { flight: `${segment.carrier.code} ${segment.flightNumber}`, from: segment.from.code, to: segment.to.code }) : map.segmentId
        const chosen = Object.fromEntries(seats.map((byFlight, index) => [index, byFlight[map.segmentId]]))
        return (
          <details key={map.segmentId} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' })}>
            <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>
              {title}: {seated.map((index) => `${names[index]} ${seats[index]?.[map.segmentId] ?? airBookingText('page.seat-not-chosen')}`).join(', ')}
            </summary>
            <Suspense fallback={<p>{airBookingText('page.loading-the-seat')}</p>}>
              <SeatMapView
                map={map}
                title={title}
                chosen={chosen}
                activePassenger={active}
                passengerNames={names}
                onChoose={(seat) => onChoose(active, map.segmentId, seats[active]?.[map.segmentId] === seat ? undefined : seat)}
              />
            </Suspense>
          </details>
        )
      })}
    </>
  )
}
