// The seats of a flight change (issue 36 item 2): where each passenger sits on every flight of the new
// itinerary, in the order flown (kept with the flight, carried over, chosen, or given), and the seat maps
// of the new flights to choose on, the grid of the booking.
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { AirExchangeQuote } from '@contracts/lxp/air-exchange.schema'
import { sectionClass, sectionTitleClass } from '~/features/checkout/checkout-fields'
import { airTripText } from '~/i18n/plain/air-trip'
import { SeatChooser } from './air-seat-chooser'

type Seats = Record<string, string>[]

/** The seats chosen so far, starting from those that carry over to a new flight. */
export function useExchangeSeats(quote: AirExchangeQuote, passengerCount: number) {
  return useState<Seats>(() => {
    const newFlights = new Set(quote.seatMaps.map((map) => map.segmentId))
    const seats: Seats = Array.from({ length: passengerCount }, () => ({}))
    for (const carried of quote.seats) {
      if (carried.kept && carried.segmentId && newFlights.has(carried.segmentId)) seats[carried.passenger]![carried.segmentId] = carried.previousSeat
    }
    return seats
  })
}

/** One sentence per passenger and flight: what the review states and the exchange does. */
function seatLines(quote: AirExchangeQuote, seats: Seats, names: string[], seated: number[]) {
  const newFlights = new Set(quote.seatMaps.map((map) => map.segmentId))
  const lines: { key: string; text: string }[] = []
  for (const segment of quote.itinerary.bounds.flatMap((bound) => bound.segments)) {
    const flight = `${segment.carrier.code}${segment.flightNumber}`
    if (!newFlights.has(segment.id)) {
      for (const carried of quote.seats.filter((entry) => entry.segmentId === segment.id)) {
        lines.push({ key: `${carried.passenger}-${segment.id}`, text: airTripText(carried.kept ? 'exchange-checkout.seat-kept' : 'exchange-checkout.seat-moved', { name: names[carried.passenger] ?? '', seat: carried.previousSeat, flight }) })
      }
      continue
    }
    for (const passenger of seated) {
      const carried = quote.seats.find((entry) => entry.passenger === passenger && entry.segmentId === segment.id)
      const chosen = seats[passenger]?.[segment.id]
      const name = names[passenger] ?? ''
      const text =
        chosen && chosen === carried?.previousSeat
          ? airTripText('exchange-checkout.seat-kept', { name, seat: chosen, flight })
          : chosen
            ? airTripText('exchange-checkout.seat-chosen', { name, seat: chosen, flight })
            : carried && !carried.kept
              ? airTripText('exchange-checkout.seat-moved', { name, seat: carried.previousSeat, flight })
              : airTripText('exchange-checkout.seat-released', { name, flight })
      lines.push({ key: `${passenger}-${segment.id}`, text })
    }
  }
  // A seat on a leg the new itinerary no longer has.
  for (const carried of quote.seats.filter((entry) => !entry.segmentId)) {
    lines.push({ key: `${carried.passenger}-${carried.flight}`, text: airTripText('exchange-checkout.seat-moved', { name: names[carried.passenger] ?? '', seat: carried.previousSeat, flight: carried.flight }) })
  }
  return lines
}

type Props = {
  quote: AirExchangeQuote
  names: string[]
  seated: number[]
  seats: Seats
  onChange: (seats: Seats) => void
  /** A seat the exchange could not hold, as it answered. */
  error?: string
}

export function ExchangeSeats({ quote, names, seated, seats, onChange, error }: Props) {
  const lines = seatLines(quote, seats, names, seated)
  return (
    <>
      {lines.length > 0 && (
        <section aria-labelledby="exchange-seats" className={sectionClass}>
          <h2 id="exchange-seats" className={sectionTitleClass}>
            {airTripText('exchange-checkout.seats')}
          </h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {lines.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
          {error && <p className={css({ color: 'danger.default', fontWeight: 'medium' })}>{error}</p>}
        </section>
      )}
      {quote.seatMaps.length > 0 && seated.length > 0 && (
        <section aria-labelledby="exchange-seat-maps" className={sectionClass}>
          <h2 id="exchange-seat-maps" className={sectionTitleClass}>
            {airTripText('exchange-checkout.choose-seats')}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{airTripText('exchange-checkout.choose-seats-help')}</p>
          <SeatChooser
            seatMaps={quote.seatMaps}
            segments={quote.itinerary.bounds.flatMap((bound) => bound.segments)}
            names={names}
            seated={seated}
            seats={seats}
            onChoose={(passenger, segmentId, seat) =>
              onChange(
                seats.map((byFlight, index) => {
                  if (index !== passenger) return byFlight
                  const { [segmentId]: _released, ...others } = byFlight
                  return seat ? { ...others, [segmentId]: seat } : others
                }),
              )
            }
          />
        </section>
      )}
    </>
  )
}
