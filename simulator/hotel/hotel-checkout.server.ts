// Hotel checkout on the platform: the quote of a chosen room and rate in cash, points, split and
// plan (DESIGN.md §6), and the booking: once per idempotency key, at the price the traveller agreed
// to, taking the room nights and the points in one transaction. Only the masked card is kept.
import type { HotelBookData, HotelQuote, HotelSelection, OrderResponse } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelReservation, ReservationSummary } from '@contracts/lxp/reservations.schema'
import { PaymentMode } from '@contracts/domain/payment'
import { hotelEarnedPoints, hotelEarnRates, hotelPointsValue, paymentPlan, pointsForAmount, tripProtection } from '@contracts/domain/points'
import { isPointsEligible } from '@contracts/validation/rules'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { newId } from '../ids'
import { linePoints, type LinePoints } from '../loyalty/line-points.server'
import { adjustPoints, pointsAccount, type PointsAccount } from '../loyalty/points-account.server'
import { paymentPlanFor, settlePayment, withoutCardSecrets } from '../loyalty/settle-payment'
import { basisPointsOf, money } from '../money'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { reserveRoomNights } from './hotel-availability.server'
import { quoteHotelRate, type HotelRateQuote } from './hotel-offer.server'
import { guestCustomerId } from '../reservations/reservation-access.server'

function pointsRefusal(quote: HotelRateQuote, account: PointsAccount | undefined, rules: LinePoints): string | null {
  if (!rules.burn) return 'Points cannot be used for hotels on this site.'
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible('HOTEL', { balance: account.balance, earnEligible: account.earnEligible.hotel ?? false })) return 'You have no points to use yet.'
  if (!quote.rate.pointsEligible) return quote.rate.payment === 'PAY_LATER' ? 'This rate is paid at the hotel, so points cannot be used.' : 'This hotel does not take points.'
  if (quote.rate.price.dueNow === 0) return 'Nothing is due now, so there is nothing to pay with points.'
  return null
}

/** What the traveller may pay with, and what each costs, for one room and rate. */
export function checkoutQuoteOf(quote: HotelRateQuote, selection: HotelSelection, account: PointsAccount | undefined, rules: LinePoints): HotelQuote {
  const { price } = quote.rate
  const forDueNow = pointsForAmount(price.dueNow)
  const reason = pointsRefusal(quote, account, rules)
  const earns = rules.earn && quote.rate.pointsEligible
  const usable = reason === null && account !== undefined
  const max = usable ? Math.min(account.balance, forDueNow) : 0
  const planAvailable = account !== undefined && price.dueNow >= paymentPlan.minimumAmount
  const paymentModes = [
    PaymentMode.CASH,
    ...(usable && account.balance >= forDueNow ? [PaymentMode.POINTS] : []),
    ...(usable ? [PaymentMode.SPLIT] : []),
    ...(planAvailable ? [PaymentMode.PLAN] : []),
  ]
  return {
    selection,
    hotel: { ...quote.hotel, timeZone: quote.destination.timeZone },
    destination: { id: quote.destination.id, name: quote.destination.name, country: quote.destination.country },
    room: { id: quote.room.id, name: quote.room.name, beds: quote.room.beds, maxOccupancy: quote.room.maxOccupancy, smoking: quote.room.smoking, accessible: quote.room.accessible },
    rate: {
      id: quote.rate.id,
      name: quote.rate.name,
      refundable: quote.rate.refundable,
      payment: quote.rate.payment,
      pointsEligible: quote.rate.pointsEligible,
      cancellationPolicy: quote.rate.cancellationPolicy,
    },
    stay: { checkIn: quote.stay.checkIn, checkOut: quote.stay.checkOut, nights: quote.stay.nights, rooms: quote.stay.rooms, adults: quote.stay.adults },
    price: {
      currency: price.currency,
      nightly: price.nightly,
      roomTotal: price.roomTotal,
      longStayDiscount: price.longStayDiscount,
      taxes: price.taxes,
      fees: price.fees,
      total: price.total,
      dueNow: price.dueNow,
      dueAtProperty: price.dueAtProperty,
    },
    roomsLeft: quote.roomsLeft,
    paymentModes,
    points: { usable, reason, balance: account?.balance ?? null, value: { ...hotelPointsValue }, forDueNow, max },
    earn: { pointsIfPaidByCard: earns ? hotelEarnedPoints(price.dueNow, quote.rate.payment) : 0, perCurrencyUnit: earns ? hotelEarnRates[quote.rate.payment] : 0 },
    plan: planAvailable ? paymentPlanFor(price.dueNow, price.currency) : null,
    tripProtection: { available: price.dueNow > 0, premium: money(basisPointsOf(price.dueNow, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

export async function quoteHotelCheckout(db: Database, selection: HotelSelection, customerId: string | undefined, today: string = clockToday()): Promise<HotelQuote> {
  const quote = await quoteHotelRate(db, selection, today)
  const account = customerId ? await pointsAccount(db, customerId) : undefined
  return checkoutQuoteOf(quote, selection, account, await linePoints('accommodations'))
}

function formatAmount(amount: number, currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)
}

export type BookingContext = { idempotencyKey: string; customerId: string | undefined; today?: string; now?: () => Date }

/**
 * Books the room: replays the answer of an earlier request with the same key; refuses with
 * PRICE_CHANGED when the amount due now is not the one agreed, SOLD_OUT when the rooms went, and
 * INSUFFICIENT_POINTS when the points did.
 */
export async function bookHotel(db: Database, request: HotelBookData, context: BookingContext) {
  const today = context.today ?? clockToday()
  const key = `book:${context.customerId ?? 'guest'}:${context.idempotencyKey}`
  const requestHash = requestHashOf(withoutCardSecrets(request))
  const earlier = await previousAnswer<OrderResponse>(db, key, requestHash)
  if (earlier) return earlier

  const quote = await quoteHotelRate(db, request, today)
  const account = context.customerId ? await pointsAccount(db, context.customerId) : undefined
  const checkout = checkoutQuoteOf(quote, request, account, await linePoints('accommodations'))
  if (checkout.price.dueNow !== request.expectedDueNow) {
    const { currency, dueNow } = checkout.price
    throw new SimulatorError('PRICE_CHANGED', `The price due now changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
  }
  const { premium, ...payment } = settlePayment(request, checkout)
  const earnedPoints = account?.active && account.earnEligible.hotel && checkout.earn.perCurrencyUnit > 0 ? hotelEarnedPoints(checkout.price.dueNow - payment.pointsValue, quote.rate.payment) : 0
  const createdAt = (context.now?.() ?? new Date()).toISOString()
  const reservationId = newId('HT')
  const orderId = newId('OR')
  const details: HotelReservation = {
    reservationId,
    orderId,
    type: 'HOTEL',
    status: 'CONFIRMED',
    createdAt,
    hotel: checkout.hotel,
    destination: checkout.destination,
    room: checkout.room,
    rate: checkout.rate,
    stay: checkout.stay,
    price: checkout.price,
    traveler: request.traveler,
    roomPreference: request.roomPreference,
    specialRequests: request.specialRequests,
    payment: { ...payment, dueAtProperty: checkout.price.dueAtProperty },
    tripProtection: { selected: premium > 0, premium: money(premium) },
    earnedPoints,
    cancellation: null,
  }
  const summary: ReservationSummary = {
    reservationId,
    orderId,
    type: 'HOTEL',
    status: 'CONFIRMED',
    title: checkout.hotel.name,
    location: `${checkout.hotel.address.cityName}, ${checkout.hotel.address.countryName}`,
    startDate: checkout.stay.checkIn,
    endDate: checkout.stay.checkOut,
    total: money(checkout.price.total),
    pointsUsed: payment.pointsUsed,
    createdAt,
  }
  const order: OrderResponse = { items: 1, reservationId, orderId, orderItems: [{ reservationId, type: 'HOTEL', status: 'CONFIRMED', title: `${checkout.hotel.name}, ${checkout.room.name}` }] }

  return once(db, key, requestHash, async (tx) => {
    await reserveRoomNights(tx, { room: quote.room, nights: quote.stay.nightDates, rooms: quote.stay.rooms })
    if (payment.pointsUsed > 0 && context.customerId) await adjustPoints(tx, context.customerId, -payment.pointsUsed)
    await tx.insert(simReservations).values({
      reservationId,
      orderId,
      customerId: context.customerId ?? guestCustomerId(request.traveler.email),
      email: request.traveler.email.toLowerCase(),
      type: 'HOTEL',
      status: 'CONFIRMED',
      startDate: checkout.stay.checkIn,
      endDate: checkout.stay.checkOut,
      summary,
      details,
    })
    return { status: 201, body: order }
  })
}
