// An itinerary as travellers read it, shared by results, checkout, confirmation, the reservation and its change:
// per direction the departure and arrival (local times of each airport, with whose clock they are on), duration,
// stops, carriers and flight numbers.
import { css } from 'styled-system/css'
import type { FlightBound, Itinerary } from '@contracts/lxp/air.schema'
import { airText } from '~/i18n/plain/air'
import { cabinNameIn } from './air-cabin-names'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatClock, formatShortDay } from '~/lib/format/stay-date'

/** "Fri, Mar 12" (en-US), "Fri 12 Mar" (en-GB) for a local date-time of an airport, read as a wall-clock value. */
export const formatFlightDay = (localDateTime: string) => formatShortDay(localDateTime)

/** The wall-clock time of an airport's local date-time: 7:05 AM (en-US), 07:05 (en-GB). */
const formatFlightTime = (localDateTime: string) => formatClock(localDateTime)

/**
 * A flight's time at its airport, the airport kept beside it and its clock named as every line names a venue's
 * (issue 37): "3:55 AM LHR (London time)", so a traveller elsewhere does not read it on their own clock.
 */
export const formatAirportTime = (localDateTime: string, airport: { code: string; timeZone: string }) => inVenueTime(`${formatFlightTime(localDateTime)} ${airport.code}`, airport.timeZone)

export function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`
}

export const stopsLabel = (stops: number) => (stops === 0 ? airText('itinerary-summary.nonstop') : airText.plural('itinerary-summary.stops', stops))

/** A cabin's name in the visitor's language (read when shown, so an en-GB visitor gets theirs). */
export const cabinName = (cabin: string) => cabinNameIn(cabin, airText)

/** A bound's flights as a traveller names them: "AA 100" or "AA 100 and BA 117". */
export const boundFlights = (bound: FlightBound) => bound.segments.map((segment) => `${segment.carrier.code} ${segment.flightNumber}`).join(', ')

/** The arrival's day when it is not the departure's ("Thu, Jan 21"), shown and said beside the arrival time. */
export function arrivalDayShift(bound: FlightBound): string | undefined {
  const first = bound.segments[0]!
  const last = bound.segments[bound.segments.length - 1]!
  return last.arrival.slice(0, 10) !== first.departure.slice(0, 10) ? formatFlightDay(last.arrival) : undefined
}

export function BoundSummary({ bound, label, detailed = false }: { bound: FlightBound; label: string; detailed?: boolean }) {
  const first = bound.segments[0]!
  const last = bound.segments[bound.segments.length - 1]!
  const dayShift = arrivalDayShift(bound)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {label} · {formatFlightDay(first.departure)}
      </p>
      <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'baseline' })}>
        <strong className={css({ fontSize: 'lg' })}>
          {formatAirportTime(first.departure, first.from)}
        </strong>
        <span aria-hidden="true">→</span>
        <span className={css({ srOnly: true })}>{airText('itinerary-summary.to')}</span>
        <strong className={css({ fontSize: 'lg' })}>
          {formatAirportTime(last.arrival, last.to)}
          {dayShift && <span className={css({ fontSize: 'sm', fontWeight: 'normal' })}> ({dayShift})</span>}
        </strong>
        <span>{formatDuration(bound.durationMinutes)}</span>
        <span>
          {stopsLabel(bound.stops)}
          {bound.layovers.length > 0 && ` ${airText('itinerary-summary.via', { layovers: bound.layovers.map((layover) => `${layover.airport} (${formatDuration(layover.minutes)})`).join(', ') })}`}
        </span>
      </p>
      <p className={css({ fontSize: 'sm' })}>
        {bound.segments.map((segment) => `${segment.carrier.name} ${segment.carrier.code} ${segment.flightNumber}`).join(' · ')}
      </p>
      {detailed && (
        <ul className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', flexDirection: 'column', gap: '1' })}>
          {bound.segments.map((segment) => (
            <li key={segment.id}>
              {airText('itinerary-summary.segment', {
                flight: `${segment.carrier.code} ${segment.flightNumber}`,
                from: `${segment.from.name} (${segment.from.code})`,
                departDay: formatFlightDay(segment.departure),
                departTime: inVenueTime(formatFlightTime(segment.departure), segment.from.timeZone),
                to: `${segment.to.name} (${segment.to.code})`,
                arriveDay: formatFlightDay(segment.arrival),
                arriveTime: inVenueTime(formatFlightTime(segment.arrival), segment.to.timeZone),
                aircraft: segment.aircraft,
                duration: formatDuration(segment.durationMinutes),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function ItinerarySummary({ itinerary, detailed = false }: { itinerary: Pick<Itinerary, 'bounds'>; detailed?: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {itinerary.bounds.map((bound, index) => (
        <BoundSummary key={bound.segments[0]!.id} bound={bound} label={index === 0 ? airText('itinerary-summary.outbound') : airText('itinerary-summary.return')} detailed={detailed} />
      ))}
    </div>
  )
}
