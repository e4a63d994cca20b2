// Flight exchange: new dates for a booked itinerary (same route, cabin, passengers and fare family),
// priced as the fare difference plus the fare family's change fee per seated passenger
// (contracts/domain/exchange.ts, the one arithmetic of the list, the quote and the charge); a cheaper
// new fare is given back as points (trips paid with points) or travel credit. The amount due is paid
// like a booking: card, points or both. Basic fares cannot be changed. Every seat on a flight that
// does not change stays; on a new flight each passenger sits where they chose on its seat map (the
// quote's seatMaps), else on the same seat when it is free there, else on one assigned. The exchange
// happens once per idempotency key and moves the seats in one transaction.
import { eq } from 'drizzle-orm'
import type { SeatMap } from '@contracts/lxp/air.schema'
import type { AirExchangeBookData, AirExchangeQuote, AirExchangeSearchResult } from '@contracts/lxp/air-exchange.schema'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { exchangeMoneyOf } from '@contracts/domain/exchange'
import { pointsForAmount } from '@contracts/domain/points'
import type { Database } from '../db/database'
import type { Executor } from '../db/database'
import { today as clockToday, venueClock } from '../clock'
import type { FindBooking } from '../booking/booking-pipeline.server'
import { changePaymentTermsOf, earnedPointsAfterChange, settleChangePayment } from '../booking/payment-terms'
import { withoutCardSecrets } from '../loyalty/settle-payment'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { earnRateFor, linePoints } from '../loyalty/line-points.server'
import { adjustPoints, creditPoints, pointsAccount } from '../loyalty/points-account.server'
import type { ReservationAccess } from '../reservations/reservation-access.server'
import { SimulatorError } from '../simulator-error'
import { paidTotals } from '../reservations/paid-totals'
import { simReservations } from '../simulator.tables'
import { airEarnRate } from './air-catalogue'
import { countsOf, seatPassengers } from './air-passengers.server'
import { bookedSeats, freeSeats, itineraryOf, networkOf, parseOfferId, publicItinerary, seatMapOf, seatedCount } from './air-itineraries.server'
import { checkOnSale, searchFlights } from './air-search.server'
import { pagePlace } from '@contracts/lxp/shared/search.schema'

const formatAmount = (amount: number, currency = 'USD') => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

/** What an exchange asks of the flights' booking pipeline, which air-line.server.ts declares and hands it: the booking, and how its seats are given back. */
type AirBooking = { find: FindBooking; line: { cancellation: { release: (tx: Executor, reservation: AirReservation) => Promise<void> } } }

/** The reservation if its fare and state allow a change today. */
function changeable(reservation: AirReservation, today: string) {
  if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This reservation is cancelled, so its flights cannot be changed.', { field: 'reservationId' })
  if (!reservation.fare.rules.changeable) throw new SimulatorError('NOT_CHANGEABLE', `${reservation.fare.name} fares cannot be changed. You can cancel instead.`, { field: 'reservationId' })
  // The trip starts when its first flight leaves, on its airport's clock, not at the UTC date (issue 37), as a cancellation judges it.
  const first = reservation.itinerary.bounds[0]!.segments[0]!
  const atAirport = venueClock(first.from.timeZone, today)
  if (first.departure.slice(0, 16) <= `${atAirport.date}T${atAirport.time}`) throw new SimulatorError('NOT_CHANGEABLE', 'The trip has started, so its flights cannot be changed here.', { field: 'reservationId' })
  return reservation
}

const routeOf = (reservation: Pick<AirReservation, 'itinerary'>) => {
  const outbound = reservation.itinerary.bounds[0]!.segments
  return { origin: outbound[0]!.from.code, destination: outbound[outbound.length - 1]!.to.code }
}

/** The money of exchanging the reservation's fare for a fare of the same family on other flights. */
const moneyOf = (reservation: AirReservation, newFare: number) =>
  exchangeMoneyOf({ previousFare: reservation.fare.total, newFare, changeFeePerPassenger: reservation.fare.rules.changeFee, seatedPassengers: seatedCount(countsOf(reservation.passengers)) })

export async function searchExchange(booking: AirBooking, db: Database, reservationId: string, criteria: { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number; pageSize: number }, access: ReservationAccess, today = clockToday()): Promise<AirExchangeSearchResult> {
  const reservation = changeable((await booking.find(db, reservationId, access)).details as AirReservation, today)
  const roundTrip = reservation.itinerary.bounds.length > 1
  if (roundTrip && !criteria.returnDate) throw new SimulatorError('INVALID_CRITERIA', 'Choose a return date: this is a round trip.', { field: 'returnDate' })
  const { origin, destination } = routeOf(reservation)
  const found = await searchFlights(
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
  const items = found.items
    .filter((itinerary) => itinerary.offerId !== reservation.itinerary.offerId)
    .map((itinerary) => ({ ...itinerary, exchange: moneyOf(reservation, itinerary.fares.find((option) => option.family === reservation.fare.family)!.total) }))
  return { ...found, items, ...pagePlace(found.total - (found.items.length - items.length), criteria) }
}

type Segment = ReturnType<typeof parseOfferId>['bounds'][number][number]

/**
 * The seats taken on these flights by anyone but this reservation: its own seats on a flight it keeps
 * are its own to keep, never "not free" (issue 36 item 2).
 */
async function seatsTakenByOthers(db: Executor, reservation: AirReservation, segmentIds: string[]) {
  const booked = await bookedSeats(db, segmentIds)
  for (const passenger of reservation.passengers) {
    for (const [segmentId, seat] of Object.entries(passenger.seats)) booked.get(segmentId)?.delete(seat)
  }
  return booked
}

/**
 * Where each chosen seat goes: the same seat on the flight in the same place of the new itinerary
 * (same direction, same leg) when it is free there, else a seat is assigned anew.
 */
async function seatCarryOver(db: Executor, reservation: AirReservation, bounds: Segment[][]) {
  const booked = await seatsTakenByOthers(db, reservation, bounds.flat().map((segment) => segment.id))
  const carried: AirExchangeQuote['seats'] = []
  const keep = reservation.passengers.map(() => ({}) as Record<string, string>)
  reservation.itinerary.bounds.forEach((bound, boundIndex) =>
    bound.segments.forEach((previous, legIndex) => {
      const next = bounds[boundIndex]?.[legIndex]
      const free = next ? new Set(freeSeats(next, reservation.itinerary.cabin, booked.get(next.id))) : new Set<string>()
      reservation.passengers.forEach((passenger, index) => {
        const seat = passenger.seats[previous.id]
        if (!seat) return
        const kept = next !== undefined && free.delete(seat)
        if (kept) keep[index]![next.id] = seat
        carried.push({ passenger: index, flight: next ? `${next.carrier.code}${next.flightNumber}` : `${previous.carrier.code}${previous.flightNumber}`, previousSeat: seat, kept, ...(next ? { segmentId: next.id } : {}) })
      })
    }),
  )
  return { carried, keep, booked }
}

/** The new flights of the change: those of the new itinerary the reservation does not already have. */
const newFlightsOf = (reservation: AirReservation, segments: Segment[]) => {
  const current = new Set(reservation.itinerary.bounds.flatMap((bound) => bound.segments.map((segment) => segment.id)))
  return segments.filter((segment) => !current.has(segment.id))
}

/**
 * The seats each passenger sits in on the new flights: the carried-over ones, replaced by those chosen
 * on a new flight's seat map. A choice elsewhere, for a lap infant, of a seat not free or of one seat
 * for two passengers is refused before anything is charged.
 */
function seatsWithChoices(reservation: AirReservation, keep: Record<string, string>[], choices: Record<string, string>[], seatMaps: SeatMap[]) {
  const maps = new Map(seatMaps.map((map) => [map.segmentId, map]))
  if (choices.length > reservation.passengers.length) throw new SimulatorError('INVALID_CRITERIA', 'Choose seats for the passengers of this booking only.', { field: 'seats' })
  const seats = keep.map((kept, index) => ({ ...kept, ...choices[index] }))
  choices.forEach((chosen, index) => {
    for (const [segmentId, seat] of Object.entries(chosen)) {
      const map = maps.get(segmentId)
      if (!map) throw new SimulatorError('INVALID_CRITERIA', `${segmentId} is not a new flight of this change.`, { field: `seats.${index}` })
      if (reservation.passengers[index]!.type === 'INFANT_IN_LAP') throw new SimulatorError('INVALID_CRITERIA', 'An infant on a lap has no seat of their own.', { field: `seats.${index}` })
      const free = map.rows.some((row) => row.seats.some((candidate) => candidate.seat === seat && candidate.available))
      const shared = seats.some((other, passenger) => passenger !== index && other[segmentId] === seat)
      if (!free || shared) throw new SimulatorError('SEAT_TAKEN', `Seat ${seat} is no longer free on that flight. Choose another seat.`, { field: `seats.${index}` })
    }
  })
  return seats
}

async function exchangeQuoteOf(db: Database, reservation: AirReservation, offerId: string, payer: string | undefined, today: string) {
  const network = await networkOf(db)
  const { cabin, bounds } = parseOfferId(network, offerId)
  const { origin, destination } = routeOf(reservation)
  const outbound = bounds[0]!
  if (cabin !== reservation.itinerary.cabin || bounds.length !== reservation.itinerary.bounds.length || outbound[0]!.from.code !== origin || outbound[outbound.length - 1]!.to.code !== destination) {
    throw new SimulatorError('INVALID_CRITERIA', 'Choose flights on the same route, in the same cabin.', { field: 'offerId' })
  }
  if (offerId === reservation.itinerary.offerId) throw new SimulatorError('INVALID_CRITERIA', 'These are the flights you already have.', { field: 'offerId' })
  checkOnSale(bounds, today)
  const passengers = countsOf(reservation.passengers)
  const booked = await seatsTakenByOthers(db, reservation, bounds.flat().map((segment) => segment.id))
  const itinerary = itineraryOf(bounds, cabin, passengers, booked, today)
  if (itinerary.seatsLeft < seatedCount(passengers)) throw new SimulatorError('SOLD_OUT', 'These flights do not have enough seats left.', { field: 'offerId' })
  const fare = itinerary.fares.find((option) => option.family === reservation.fare.family)!
  const exchange = moneyOf(reservation, fare.total)
  const creditAs = reservation.payment.pointsUsed > 0 ? ('POINTS' as const) : ('TRAVEL_CREDIT' as const)
  const { currency } = reservation.price
  const account = payer ? await pointsAccount(db, payer) : undefined
  const terms = changePaymentTermsOf(
    {
      type: 'AIR',
      account,
      rules: linePoints('flights'),
      messages: { pointsOff: 'Points cannot be used for flights on this site.', pointsNotOnCard: 'Your card does not earn or use points on flights.' },
      lineRefusal: null,
      earnRate: earnRateFor(account, 'air', 'flights', airEarnRate(cabin)),
    },
    exchange.amountDue,
    currency,
  )
  const { carried, keep, booked: takenByOthers } = await seatCarryOver(db, reservation, bounds)
  const quote: AirExchangeQuote = {
    reservationId: reservation.reservationId,
    itinerary: publicItinerary(itinerary),
    fare,
    previousFare: reservation.fare.total,
    newFare: fare.total,
    ...exchange,
    creditAs,
    creditPoints: creditAs === 'POINTS' ? pointsForAmount(exchange.credit) : 0,
    seats: carried,
    seatMaps: newFlightsOf(reservation, bounds.flat()).map((segment) => seatMapOf(segment, cabin, takenByOthers.get(segment.id))),
    ...terms,
    description: describeExchange(exchange, creditAs, currency),
  }
  return { quote, segments: bounds.flat(), keep, cardsOnFile: account?.cardsOnFile ?? [] }
}

/** The exchange in one sentence, from the numbers that are charged or given back. */
export function describeExchange({ fareDifference, changeFee, amountDue, credit }: ReturnType<typeof exchangeMoneyOf>, creditAs: 'POINTS' | 'TRAVEL_CREDIT', currency = 'USD') {
  const amount = (value: number) => formatAmount(value, currency)
  const fee = changeFee ? ` and a change fee of ${amount(changeFee)}` : ''
  if (amountDue > 0) {
    return fareDifference > 0 ? `You pay ${amount(amountDue)}: the price difference of ${amount(fareDifference)}${fee}.` : `You pay ${amount(amountDue)}: the change fee of ${amount(changeFee)}${fareDifference < 0 ? `, less the ${amount(-fareDifference)} the new flights cost less` : ''}.`
  }
  if (credit > 0) return `The new flights cost ${amount(-fareDifference)} less: you get ${amount(credit)} back as ${creditAs === 'POINTS' ? 'points' : 'travel credit'}${changeFee ? `, after the ${amount(changeFee)} change fee` : ''}.`
  return 'The change costs nothing.'
}

export async function quoteExchange(booking: AirBooking, db: Database, reservationId: string, offerId: string, access: ReservationAccess, today = clockToday()) {
  const row = await booking.find(db, reservationId, access)
  return (await exchangeQuoteOf(db, changeable(row.details as AirReservation, today), offerId, payerOf(row, access), today)).quote
}

/** Whose points may pay: the member who booked, signed in (never another caller reaching the booking by its email). */
const payerOf = (row: { customerId: string }, access: ReservationAccess) => (access.customerId && access.customerId === row.customerId ? access.customerId : undefined)

export type ExchangeContext = ReservationAccess & { idempotencyKey: string; today?: string; now?: () => Date }

export async function exchangeFlights(booking: AirBooking, db: Database, reservationId: string, request: Omit<AirExchangeBookData, 'acceptTerms'>, context: ExchangeContext) {
  const today = context.today ?? clockToday()
  const key = `exchange:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId, offerId: request.offerId, expectedAmountDue: request.expectedAmountDue, seats: request.seats ?? [], payment: request.payment ? withoutCardSecrets({ payment: request.payment }).payment : null })
  // Read before the replay: a replay tells about the reservation too, so only a caller who may reach it gets one.
  const stored = await booking.find(db, reservationId, context)
  const earlier = await previousAnswer<AirReservation>(db, key, requestHash)
  if (earlier) return earlier
  const reservation = changeable(stored.details as AirReservation, today)
  const { quote, segments, keep, cardsOnFile } = await exchangeQuoteOf(db, reservation, request.offerId, payerOf(stored, context), today)
  const chosenSeats = seatsWithChoices(reservation, keep, request.seats ?? [], quote.seatMaps)
  // A card on file is the paying member's own (only the member who booked pays here with their profile).
  const paid = settleChangePayment(request, quote, cardsOnFile)
  const exchangedAt = (context.now?.() ?? new Date()).toISOString()
  return once(db, key, requestHash, async (tx) => {
    const row = await booking.find(tx, reservationId, context, true)
    const current = changeable(row.details as AirReservation, today)
    await booking.line.cancellation.release(tx, current)
    const passengers = current.passengers.map((passenger, index) => ({ type: passenger.type, seats: chosenSeats[index]! }))
    const seats = await seatPassengers(tx, passengers, segments, current.itinerary.cabin, reservationId, { message: 'Seats were taken while you were changing. Please try again.', field: 'offerId' })
    if (paid.pointsUsed > 0) await adjustPoints(tx, row.customerId, -paid.pointsUsed, { kind: 'REDEEMED', reservationId: row.reservationId })
    await creditPoints(tx, row, quote.creditPoints)
    const changeFees = current.price.changeFees + quote.changeFee
    const total = quote.fare.total + current.price.baggage + changeFees
    // Points given back leave the booking's points; travel credit leaves its cash part.
    const pointsBack = quote.creditAs === 'POINTS' ? { points: quote.creditPoints, value: quote.credit } : { points: 0, value: 0 }
    const exchanged: AirReservation = {
      ...current,
      itinerary: quote.itinerary,
      fare: quote.fare,
      price: { ...current.price, base: quote.fare.base, taxes: quote.fare.taxes, fare: quote.fare.total, changeFees, total, dueNow: total },
      passengers: current.passengers.map((passenger, index) => ({ ...passenger, seats: seats[index]! })),
      payment: {
        ...current.payment,
        pointsUsed: Math.max(0, current.payment.pointsUsed + paid.pointsUsed - pointsBack.points),
        pointsValue: Math.max(0, current.payment.pointsValue + paid.pointsValue - pointsBack.value),
        cardCharged: current.payment.cardCharged + paid.cardCharged,
      },
      exchanges: [
        ...current.exchanges,
        { exchangedAt, previousOfferId: current.itinerary.offerId, fareDifference: quote.fareDifference, changeFee: quote.changeFee, charged: paid.cardCharged, pointsUsed: paid.pointsUsed, credit: quote.credit, creditAs: quote.creditAs },
      ],
    }
    // Points earned follow what was paid, changes included: the booking's earn rule on its new total less what points paid,
    // for the member who booked it (issue 36: a change paid $1.08 more and "Points earned 4,446" stayed).
    const owner = await pointsAccount(tx, row.customerId)
    exchanged.earnedPoints = earnedPointsAfterChange('AIR', owner, 'flights', airEarnRate(current.itinerary.cabin), exchanged.price.total - exchanged.payment.pointsValue)
    const lastBound = quote.itinerary.bounds[quote.itinerary.bounds.length - 1]!
    const summary: ReservationSummary = {
      ...(row.summary as ReservationSummary),
      location: segments.map((segment) => `${segment.carrier.code}${segment.flightNumber}`).join(', '),
      startDate: segments[0]!.departure.slice(0, 10),
      endDate: lastBound.segments[lastBound.segments.length - 1]!.arrival.slice(0, 10),
      ...paidTotals(exchanged),
    }
    await tx.update(simReservations).set({ details: exchanged, summary, startDate: summary.startDate, endDate: summary.endDate }).where(eq(simReservations.reservationId, reservationId))
    return { status: 200, body: exchanged }
  })
}
