// Flight checkout on the platform: the quote of an itinerary and fare family in cash, points, split
// and plan, and the booking: once per idempotency key, at the agreed price, taking the seats and the
// points in one transaction. Only the masked card is kept.
import { Temporal } from 'temporal-polyfill'
import type { AirBookData, AirPassengerCounts, AirQuote, AirReservation, FlightSegment } from '@contracts/lxp/air.schema'
import type { OrderResponse } from '@contracts/lxp/hotel-checkout.schema'
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { PaymentMode } from '@contracts/domain/payment'
import { hotelPointsValue, paymentPlan, pointsForAmount, tripProtection } from '@contracts/domain/points'
import type { PassengerType } from '@contracts/domain/travel'
import { isPointsEligible } from '@contracts/validation/rules'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import type { Executor } from '../hotel/hotel-availability.server'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { newId } from '../ids'
import { linePoints, type LinePoints } from '../loyalty/line-points.server'
import { adjustPoints, pointsAccount, type PointsAccount } from '../loyalty/points-account.server'
import { paymentPlanFor, settlePayment, withoutCardSecrets } from '../loyalty/settle-payment'
import { basisPointsOf, money } from '../money'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { simAirSeats } from './air.tables'
import { airEarnRate, bagFees } from './air-network'
import { bookedSeats, freeSeats, itineraryOf, networkOf, parseOfferId, publicItinerary, seatedCount } from './air-itineraries.server'
import { guestCustomerId } from '../reservations/reservation-access.server'

export type AirQuoteInput = { offerId: string; fareFamily: AirQuote['fare']['family']; passengers: AirPassengerCounts; checkedBags: number[] }

function pointsRefusal(dueNow: number, account: PointsAccount | undefined, rules: LinePoints): string | null {
  if (!rules.burn) return 'Points cannot be used for flights on this site.'
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible('AIR', { balance: account.balance, earnEligible: account.earnEligible.air ?? false })) return 'Your card does not earn or use points on flights.'
  if (dueNow === 0) return 'Nothing is due, so there is nothing to pay with points.'
  return null
}

async function pricedItinerary(db: Executor & Database, input: AirQuoteInput, today: string) {
  const network = await networkOf(db)
  const { cabin, bounds } = parseOfferId(network, input.offerId)
  const segments = bounds.flat()
  if (segments[0]!.departure.slice(0, 10) < today) throw new SimulatorError('NOT_FOUND', 'This flight has already left. Search again for later flights.', { field: 'offerId' })
  if (segments.some((segment) => network.airports.get(segment.from.code)?.sanctioned || network.airports.get(segment.to.code)?.sanctioned)) {
    throw new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel to or from this destination because of international sanctions.', { field: 'offerId' })
  }
  const booked = await bookedSeats(db, segments.map((segment) => segment.id))
  const itinerary = itineraryOf(bounds, cabin, input.passengers, booked, today)
  if (itinerary.seatsLeft < seatedCount(input.passengers)) {
    throw new SimulatorError('SOLD_OUT', itinerary.seatsLeft === 0 ? 'These flights are sold out in this cabin.' : `Only ${itinerary.seatsLeft} seats are left on these flights.`, { field: 'offerId' })
  }
  return { cabin, bounds, itinerary }
}

/** The quote of an itinerary and fare family for this traveller (what each payment mode costs). */
export function airQuoteOf(input: AirQuoteInput, itinerary: ReturnType<typeof itineraryOf>, account: PointsAccount | undefined, rules: LinePoints): AirQuote {
  const fare = itinerary.fares.find((option) => option.family === input.fareFamily)!
  const directions = itinerary.bounds.length
  const baggage = input.checkedBags.slice(0, seatedCount(input.passengers)).reduce((sum, bags) => sum + bagFees(fare.baggage, bags) * directions, 0)
  const total = fare.total + baggage
  const forDueNow = pointsForAmount(total)
  const reason = pointsRefusal(total, account, rules)
  const usable = reason === null && account !== undefined
  const planAvailable = account !== undefined && total >= paymentPlan.minimumAmount
  const rate = rules.earn ? airEarnRate(itinerary.cabin) : 0
  return {
    selection: { offerId: input.offerId, fareFamily: input.fareFamily, passengers: input.passengers },
    itinerary: publicItinerary(itinerary),
    fare,
    price: { currency: itinerary.currency, base: fare.base, taxes: fare.taxes, fare: fare.total, baggage, total, dueNow: total },
    paymentModes: [
      PaymentMode.CASH,
      ...(usable && account.balance >= forDueNow ? [PaymentMode.POINTS] : []),
      ...(usable ? [PaymentMode.SPLIT] : []),
      ...(planAvailable ? [PaymentMode.PLAN] : []),
    ],
    points: { usable, reason, balance: account?.balance ?? null, value: { ...hotelPointsValue }, forDueNow, max: usable ? Math.min(account.balance, forDueNow) : 0 },
    earn: { pointsIfPaidByCard: Math.floor(total / 100) * rate, perCurrencyUnit: rate },
    plan: planAvailable ? paymentPlanFor(total, itinerary.currency) : null,
    tripProtection: { available: total > 0, premium: money(basisPointsOf(total, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

export async function quoteAirCheckout(db: Database, input: AirQuoteInput, customerId: string | undefined, today: string = clockToday()): Promise<AirQuote> {
  const { itinerary } = await pricedItinerary(db, input, today)
  const account = customerId ? await pointsAccount(db, customerId) : undefined
  return airQuoteOf(input, itinerary, account, await linePoints('flights'))
}

/** Ages by type on the day of departure: adults 12 and over, children 2 to 11, infants under 2. */
export function ageFits(type: PassengerType, dateOfBirth: string, departureDate: string, today: string): string | null {
  if (dateOfBirth > today) return 'The date of birth cannot be in the future.'
  const years = Temporal.PlainDate.from(dateOfBirth).until(Temporal.PlainDate.from(departureDate), { largestUnit: 'years' }).years
  if (type === 'ADULT') return years >= 12 ? (years > 120 ? 'Check the date of birth.' : null) : 'Adults are 12 or older on the day of travel.'
  if (type === 'CHILD') return years >= 2 && years < 12 ? null : 'Children are 2 to 11 years old on the day of travel.'
  return years < 2 ? null : 'Infants are under 2 years old on the day of travel.'
}

export function countsOf(passengers: { type: PassengerType }[]): AirPassengerCounts {
  const of = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length
  return { adults: of('ADULT'), children: of('CHILD'), infantsInSeat: of('INFANT_SEATED'), infantsOnLap: of('INFANT_IN_LAP') }
}

const formatAmount = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

/** Checks the passengers against the itinerary: ages by type, a lap for each lap infant, seats on the offer's flights. */
function checkPassengers(request: AirBookData, segments: FlightSegment[], today: string) {
  const departureDate = segments[0]!.departure.slice(0, 10)
  const counts = countsOf(request.passengers)
  if (counts.adults < 1) throw new SimulatorError('INVALID_CRITERIA', 'At least one adult travels on every booking.', { field: 'passengers' })
  if (counts.infantsOnLap > counts.adults) throw new SimulatorError('INVALID_CRITERIA', 'Each infant on a lap needs an adult.', { field: 'passengers' })
  if (counts.children > 8 || counts.infantsInSeat > 8 || counts.adults > 9) throw new SimulatorError('INVALID_CRITERIA', 'Too many passengers of one type (SPEC: adults 9, children 8, infants in seat 8, on lap 9).', { field: 'passengers' })
  const ids = new Set(segments.map((segment) => segment.id))
  request.passengers.forEach((passenger, index) => {
    const problem = ageFits(passenger.type, passenger.dateOfBirth, departureDate, today)
    if (problem) throw new SimulatorError('INVALID_CRITERIA', problem, { field: `passengers.${index}.dateOfBirth` })
    for (const segmentId of Object.keys(passenger.seats)) {
      if (!ids.has(segmentId)) throw new SimulatorError('INVALID_CRITERIA', `${segmentId} is not a flight of this offer.`, { field: `passengers.${index}.seats` })
      if (passenger.type === 'INFANT_IN_LAP') throw new SimulatorError('INVALID_CRITERIA', 'An infant on a lap has no seat of their own.', { field: `passengers.${index}.seats` })
    }
  })
  return counts
}

/** Seats for every seated passenger on every flight: the chosen ones if still free, the rest assigned. */
export async function assignSeats(tx: Executor, passengers: Pick<AirBookData['passengers'][number], 'type' | 'seats'>[], segments: FlightSegment[], cabin: AirQuote['itinerary']['cabin']) {
  const booked = await bookedSeats(tx, segments.map((segment) => segment.id))
  const assigned = passengers.map(() => ({}) as Record<string, string>)
  for (const segment of segments) {
    const free = freeSeats(segment, cabin, booked.get(segment.id))
    const freeSet = new Set(free)
    const used = new Set<string>()
    passengers.forEach((passenger, index) => {
      const chosen = passenger.seats[segment.id]
      if (!chosen || passenger.type === 'INFANT_IN_LAP') return
      if (!freeSet.has(chosen) || used.has(chosen)) throw new SimulatorError('SEAT_TAKEN', `Seat ${chosen} on flight ${segment.carrier.code}${segment.flightNumber} is not available. Choose another seat.`, { field: `passengers.${index}.seats` })
      used.add(chosen)
      assigned[index]![segment.id] = chosen
    })
    const left = free.filter((seat) => !used.has(seat))
    passengers.forEach((passenger, index) => {
      if (passenger.type === 'INFANT_IN_LAP' || assigned[index]![segment.id]) return
      const seat = left.shift()
      if (!seat) throw new SimulatorError('SOLD_OUT', 'These flights sold out while you were booking.', { field: 'offerId' })
      assigned[index]![segment.id] = seat
    })
  }
  return assigned
}

export type AirBookingContext = { idempotencyKey: string; customerId: string | undefined; today?: string; now?: () => Date }

export async function bookFlights(db: Database, request: AirBookData, context: AirBookingContext) {
  const today = context.today ?? clockToday()
  const key = `book-air:${context.customerId ?? 'guest'}:${context.idempotencyKey}`
  const requestHash = requestHashOf(withoutCardSecrets(request))
  const earlier = await previousAnswer<OrderResponse>(db, key, requestHash)
  if (earlier) return earlier

  const counts = countsOf(request.passengers)
  const seated = request.passengers.filter((passenger) => passenger.type !== 'INFANT_IN_LAP')
  const input: AirQuoteInput = { offerId: request.offerId, fareFamily: request.fareFamily, passengers: counts, checkedBags: seated.map((passenger) => passenger.checkedBags) }
  const { itinerary } = await pricedItinerary(db, { ...input, passengers: { ...counts, adults: Math.max(1, counts.adults) } }, today)
  const segments = itinerary.bounds.flatMap((bound) => bound.segments)
  checkPassengers(request, segments, today)
  const account = context.customerId ? await pointsAccount(db, context.customerId) : undefined
  const checkout = airQuoteOf(input, itinerary, account, await linePoints('flights'))
  if (checkout.price.dueNow !== request.expectedDueNow) {
    const { currency, dueNow } = checkout.price
    throw new SimulatorError('PRICE_CHANGED', `The price changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
  }
  const { premium, ...payment } = settlePayment(request, checkout)
  const earnedPoints = account?.active && account.earnEligible.air ? Math.floor((checkout.price.dueNow - payment.pointsValue) / 100) * checkout.earn.perCurrencyUnit : 0
  const createdAt = (context.now?.() ?? new Date()).toISOString()
  const reservationId = newId('AR')
  const orderId = newId('OR')
  const first = segments[0]!
  const last = itinerary.bounds[itinerary.bounds.length - 1]!.segments.at(-1)!
  const outboundEnd = itinerary.bounds[0]!.segments.at(-1)!
  const title = `${first.from.city} to ${outboundEnd.to.city}${itinerary.bounds.length > 1 ? ', round trip' : ''}`

  return once(db, key, requestHash, async (tx) => {
    const seats = await assignSeats(tx, request.passengers, segments, itinerary.cabin)
    const rows = request.passengers.flatMap((passenger, index) => Object.entries(seats[index]!).map(([segmentId, seat]) => ({ segmentId, seat, cabin: itinerary.cabin, reservationId })))
    const inserted = rows.length ? await tx.insert(simAirSeats).values(rows).onConflictDoNothing().returning({ seat: simAirSeats.seat }) : []
    if (inserted.length !== rows.length) throw new SimulatorError('SEAT_TAKEN', 'A seat you chose was just taken. Choose your seats again.', { field: 'passengers' })
    if (payment.pointsUsed > 0 && context.customerId) await adjustPoints(tx, context.customerId, -payment.pointsUsed)
    const details: AirReservation = {
      reservationId,
      orderId,
      type: 'AIR',
      status: 'CONFIRMED',
      createdAt,
      itinerary: checkout.itinerary,
      fare: checkout.fare,
      price: checkout.price,
      passengers: request.passengers.map((passenger, index) => ({ ...passenger, seats: seats[index]! })),
      contact: request.contact,
      payment,
      tripProtection: { selected: premium > 0, premium: money(premium) },
      earnedPoints,
      exchanges: [],
      cancellation: null,
    }
    const summary: ReservationSummary = {
      reservationId,
      orderId,
      type: 'AIR',
      status: 'CONFIRMED',
      title,
      location: segments.map((segment) => `${segment.carrier.code}${segment.flightNumber}`).join(', '),
      startDate: first.departure.slice(0, 10),
      endDate: last.arrival.slice(0, 10),
      total: money(checkout.price.total),
      pointsUsed: payment.pointsUsed,
      createdAt,
    }
    await tx.insert(simReservations).values({
      reservationId,
      orderId,
      customerId: context.customerId ?? guestCustomerId(request.contact.email),
      email: request.contact.email.toLowerCase(),
      type: 'AIR',
      status: 'CONFIRMED',
      startDate: summary.startDate,
      endDate: summary.endDate,
      summary,
      details,
    })
    const order: OrderResponse = { items: 1, reservationId, orderId, orderItems: [{ reservationId, type: 'AIR', status: 'CONFIRMED', title }] }
    return { status: 201, body: order }
  })
}
