// Flight exchange: new dates for a booked itinerary (same route, cabin, passengers and fare family),
// priced as the fare difference plus the fare family's change fee per seated passenger; a cheaper
// new fare is given back as points (trips paid with points) or travel credit. Basic fares cannot be
// changed. The exchange happens once per idempotency key and moves the seats in one transaction.
import { eq } from 'drizzle-orm'
import type { AirExchangeQuote, AirReservation, AirSearchResult } from '@contracts/lxp/air.schema'
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import type { CardInput } from '@contracts/lxp/hotel-checkout.schema'
import { pointsForAmount } from '@contracts/domain/points'
import { cardDigits } from '@contracts/validation/card'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import { chargeCard } from '../loyalty/settle-payment'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { creditPoints } from '../loyalty/points-account.server'
import { money } from '../money'
import type { ReservationAccess } from '../reservations/reservation-access.server'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { airBooking } from './air-booking.server'
import { countsOf, seatPassengers } from './air-passengers.server'
import { bookedSeats, itineraryOf, networkOf, parseOfferId, publicItinerary, seatedCount } from './air-itineraries.server'
import { searchFlights } from './air-search.server'

const formatAmount = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100)

/** The reservation if its fare and state allow a change today. */
function changeable(reservation: AirReservation, today: string) {
  if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This reservation is cancelled, so its flights cannot be changed.', { field: 'reservationId' })
  if (!reservation.fare.rules.changeable) throw new SimulatorError('NOT_CHANGEABLE', `${reservation.fare.name} fares cannot be changed. You can cancel instead.`, { field: 'reservationId' })
  if (reservation.itinerary.bounds[0]!.segments[0]!.departure.slice(0, 10) <= today) throw new SimulatorError('NOT_CHANGEABLE', 'The trip has started, so its flights cannot be changed here.', { field: 'reservationId' })
  return reservation
}

const routeOf = (reservation: Pick<AirReservation, 'itinerary'>) => {
  const outbound = reservation.itinerary.bounds[0]!.segments
  return { origin: outbound[0]!.from.code, destination: outbound[outbound.length - 1]!.to.code }
}

export async function searchExchange(db: Database, reservationId: string, criteria: { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number; pageSize: number }, access: ReservationAccess, today = clockToday()): Promise<AirSearchResult> {
  const reservation = changeable((await airBooking.find(db, reservationId, access)).details as AirReservation, today)
  const roundTrip = reservation.itinerary.bounds.length > 1
  if (roundTrip && !criteria.returnDate) throw new SimulatorError('INVALID_CRITERIA', 'Choose a return date: this is a round trip.', { field: 'returnDate' })
  const { origin, destination } = routeOf(reservation)
  return searchFlights(
    db,
    {
      origin,
      destination,
      departDate: criteria.departDate,
      ...(roundTrip ? { returnDate: criteria.returnDate } : {}),
      cabin: reservation.itinerary.cabin,
      passengers: countsOf(reservation.passengers),
      filters: {},
      sort: criteria.sort,
      page: criteria.page,
      pageSize: criteria.pageSize,
    },
    today,
  )
}

async function exchangeQuoteOf(db: Database, reservation: AirReservation, offerId: string, today: string) {
  const network = await networkOf(db)
  const { cabin, bounds } = parseOfferId(network, offerId)
  const { origin, destination } = routeOf(reservation)
  const outbound = bounds[0]!
  if (cabin !== reservation.itinerary.cabin || bounds.length !== reservation.itinerary.bounds.length || outbound[0]!.from.code !== origin || outbound[outbound.length - 1]!.to.code !== destination) {
    throw new SimulatorError('INVALID_CRITERIA', 'Choose flights on the same route, in the same cabin.', { field: 'offerId' })
  }
  if (offerId === reservation.itinerary.offerId) throw new SimulatorError('INVALID_CRITERIA', 'These are the flights you already have.', { field: 'offerId' })
  if (outbound[0]!.departure.slice(0, 10) < today) throw new SimulatorError('INVALID_DATES', 'These flights have already left.', { field: 'offerId' })
  const passengers = countsOf(reservation.passengers)
  const booked = await bookedSeats(db, bounds.flat().map((segment) => segment.id))
  const itinerary = itineraryOf(bounds, cabin, passengers, booked, today)
  if (itinerary.seatsLeft < seatedCount(passengers)) throw new SimulatorError('SOLD_OUT', 'These flights do not have enough seats left.', { field: 'offerId' })
  const fare = itinerary.fares.find((option) => option.family === reservation.fare.family)!
  const previousFare = reservation.fare.total
  const fareDifference = fare.total - previousFare
  const changeFee = reservation.fare.rules.changeFee * seatedCount(passengers)
  const net = fareDifference + changeFee
  const creditAs = reservation.payment.pointsUsed > 0 ? ('POINTS' as const) : ('TRAVEL_CREDIT' as const)
  const credit = Math.max(0, -net)
  const quote: AirExchangeQuote = {
    reservationId: reservation.reservationId,
    itinerary: publicItinerary(itinerary),
    fare,
    previousFare,
    newFare: fare.total,
    fareDifference,
    changeFee,
    amountDue: Math.max(0, net),
    credit,
    creditAs,
    creditPoints: creditAs === 'POINTS' ? pointsForAmount(credit) : 0,
    description:
      net > 0
        ? `You pay ${formatAmount(Math.max(0, net))}: the fare difference of ${formatAmount(Math.max(0, fareDifference))}${changeFee ? ` and a change fee of ${formatAmount(changeFee)}` : ''}.`
        : credit > 0
          ? `The new flights cost less: you get ${formatAmount(credit)} back as ${creditAs === 'POINTS' ? 'points' : 'travel credit'}${changeFee ? `, after the ${formatAmount(changeFee)} change fee` : ''}.`
          : 'The change costs nothing.',
  }
  return { quote, segments: bounds.flat() }
}

export async function quoteExchange(db: Database, reservationId: string, offerId: string, access: ReservationAccess, today = clockToday()) {
  const reservation = changeable((await airBooking.find(db, reservationId, access)).details as AirReservation, today)
  return (await exchangeQuoteOf(db, reservation, offerId, today)).quote
}

export type ExchangeContext = ReservationAccess & { idempotencyKey: string; today?: string; now?: () => Date }

export async function exchangeFlights(db: Database, reservationId: string, request: { offerId: string; expectedAmountDue: number; card?: CardInput }, context: ExchangeContext) {
  const today = context.today ?? clockToday()
  const key = `exchange:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId, offerId: request.offerId, expectedAmountDue: request.expectedAmountDue, card: request.card ? cardDigits(request.card.cardNumber).slice(-4) : null })
  // Read before the replay: a replay tells about the reservation too, so only a caller who may reach it gets one.
  const stored = await airBooking.find(db, reservationId, context)
  const earlier = await previousAnswer<AirReservation>(db, key, requestHash)
  if (earlier) return earlier
  const reservation = changeable(stored.details as AirReservation, today)
  const { quote, segments } = await exchangeQuoteOf(db, reservation, request.offerId, today)
  if (quote.amountDue !== request.expectedAmountDue) {
    throw new SimulatorError('PRICE_CHANGED', `The amount due changed from ${formatAmount(request.expectedAmountDue)} to ${formatAmount(quote.amountDue)}. Review the new price to continue.`, { field: 'expectedAmountDue' })
  }
  if (quote.amountDue > 0) {
    const missing = { message: 'Enter a card to pay the difference.', field: 'card' }
    if (!request.card) throw new SimulatorError('PAYMENT_NOT_ALLOWED', missing.message, { field: missing.field })
    chargeCard(request.card, { invalid: missing, declined: { message: 'Your card was declined. Check the details or use another card.', field: 'card.cardNumber' } })
  }
  const exchangedAt = (context.now?.() ?? new Date()).toISOString()
  return once(db, key, requestHash, async (tx) => {
    const row = await airBooking.find(tx, reservationId, context, true)
    const current = changeable(row.details as AirReservation, today)
    await airBooking.line.cancellation.release(tx, current)
    const passengers = current.passengers.map((passenger) => ({ type: passenger.type, seats: {} }))
    const seats = await seatPassengers(tx, passengers, segments, current.itinerary.cabin, reservationId, { message: 'Seats were taken while you were changing. Please try again.', field: 'offerId' })
    await creditPoints(tx, row, quote.creditPoints)
    const total = quote.fare.total + current.price.baggage
    const exchanged: AirReservation = {
      ...current,
      itinerary: quote.itinerary,
      fare: quote.fare,
      price: { ...current.price, base: quote.fare.base, taxes: quote.fare.taxes, fare: quote.fare.total, total, dueNow: total },
      passengers: current.passengers.map((passenger, index) => ({ ...passenger, seats: seats[index]! })),
      payment: { ...current.payment, cardCharged: current.payment.cardCharged + quote.amountDue },
      exchanges: [...current.exchanges, { exchangedAt, previousOfferId: current.itinerary.offerId, fareDifference: quote.fareDifference, changeFee: quote.changeFee, charged: quote.amountDue, credit: quote.credit }],
    }
    const lastBound = quote.itinerary.bounds[quote.itinerary.bounds.length - 1]!
    const summary: ReservationSummary = {
      ...(row.summary as ReservationSummary),
      location: segments.map((segment) => `${segment.carrier.code}${segment.flightNumber}`).join(', '),
      startDate: segments[0]!.departure.slice(0, 10),
      endDate: lastBound.segments[lastBound.segments.length - 1]!.arrival.slice(0, 10),
      total: money(total),
    }
    await tx.update(simReservations).set({ details: exchanged, summary, startDate: summary.startDate, endDate: summary.endDate }).where(eq(simReservations.reservationId, reservationId))
    return { status: 200, body: exchanged }
  })
}
