// Hotel checkout on the platform: the quote of a chosen room and rate in cash, points, split and
// plan (DESIGN.md §6), and the booking: once per idempotency key, at the price the traveller agreed
// to, taking the room nights and the points in one transaction. Only the masked card is kept.
import type { HotelBookData, HotelQuote, HotelSelection, OrderResponse } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelReservation, ReservationSummary } from '@contracts/lxp/reservations.schema'
import { PaymentMode } from '@contracts/domain/payment'
import { amountForPoints, hotelEarnedPoints, hotelEarnRates, hotelPointsValue, paymentPlan, pointsForAmount, tripProtection } from '@contracts/domain/points'
import { cardDigits, detectCardNetwork, maskCardNumber } from '@contracts/validation/card'
import { isPointsEligible } from '@contracts/validation/rules'
import type { Database } from '../../db/database.server'
import { today as clockToday } from '../clock'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { newId } from '../ids'
import { adjustPoints, pointsAccount, type PointsAccount } from '../loyalty/points-account.server'
import { basisPointsOf, money, roundHalfUp } from '../money'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { reserveRoomNights } from './hotel-availability.server'
import { quoteHotelRate, type HotelRateQuote } from './hotel-offer.server'

/** Test cards the simulated card processor declines (the numbers payment processors document). */
export const declinedTestCards = new Set(['4000000000000002', '5105105105105100'])

function pointsRefusal(quote: HotelRateQuote, account: PointsAccount | undefined): string | null {
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible('HOTEL', { balance: account.balance, earnEligible: account.earnEligible.hotel ?? false })) return 'You have no points to use yet.'
  if (!quote.rate.pointsEligible) return quote.rate.payment === 'PAY_LATER' ? 'This rate is paid at the hotel, so points cannot be used.' : 'This hotel does not take points.'
  if (quote.rate.price.dueNow === 0) return 'Nothing is due now, so there is nothing to pay with points.'
  return null
}

/** What the traveller may pay with, and what each costs, for one room and rate. */
export function checkoutQuoteOf(quote: HotelRateQuote, selection: HotelSelection, account: PointsAccount | undefined): HotelQuote {
  const { price } = quote.rate
  const forDueNow = pointsForAmount(price.dueNow)
  const reason = pointsRefusal(quote, account)
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
    earn: { pointsIfPaidByCard: quote.rate.pointsEligible ? hotelEarnedPoints(price.dueNow, quote.rate.payment) : 0, perCurrencyUnit: quote.rate.pointsEligible ? hotelEarnRates[quote.rate.payment] : 0 },
    plan: planAvailable ? { installments: paymentPlan.installments, installment: money(roundHalfUp(price.dueNow, paymentPlan.installments)) } : null,
    tripProtection: { available: price.dueNow > 0, premium: money(basisPointsOf(price.dueNow, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

export async function quoteHotelCheckout(db: Database, selection: HotelSelection, customerId: string | undefined, today: string = clockToday()): Promise<HotelQuote> {
  const quote = await quoteHotelRate(db, selection, today)
  const account = customerId ? await pointsAccount(db, customerId) : undefined
  return checkoutQuoteOf(quote, selection, account)
}

/** The request without the full card number and CVV: what the idempotency hash is taken of. */
function withoutCardSecrets(request: HotelBookData) {
  const { card, ...payment } = request.payment
  return { ...request, payment: { ...payment, card: card ? { masked: maskCardNumber(card.cardNumber), expiry: card.cardExpDate, zip: card.billingAddress.zipCode } : null } }
}

type Payment = HotelReservation['payment']

function paymentOf(request: HotelBookData, checkout: HotelQuote): Payment & { premium: number } {
  const { mode, card } = request.payment
  const { dueNow } = checkout.price
  if (!checkout.paymentModes.includes(mode)) {
    const message = mode === PaymentMode.PLAN ? 'Paying in instalments is open to card members for larger amounts.' : (checkout.points.reason ?? 'You do not have enough points to pay everything with points.')
    throw new SimulatorError('PAYMENT_NOT_ALLOWED', message, { field: 'payment.mode' })
  }
  let points = 0
  if (mode === PaymentMode.POINTS) points = checkout.points.forDueNow
  if (mode === PaymentMode.SPLIT) {
    points = request.payment.points
    if (points >= checkout.points.forDueNow) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'These points pay everything: choose points only, or fewer points.', { field: 'payment.points' })
    if (points > checkout.points.max) throw new SimulatorError('INSUFFICIENT_POINTS', `You can use at most ${checkout.points.max.toLocaleString('en-US')} points here.`, { field: 'payment.points' })
  }
  const pointsValue = mode === PaymentMode.POINTS ? dueNow : amountForPoints(points, dueNow)
  const premium = request.tripProtection.tripProtectionProduct && checkout.tripProtection.available ? checkout.tripProtection.premium.amount : 0
  const cardCharged = dueNow - pointsValue + premium
  if (!card && (cardCharged > 0 || mode !== PaymentMode.POINTS)) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'Enter a card for the amount not paid with points.', { field: 'payment.card' })
  const network = card ? detectCardNetwork(card.cardNumber) : undefined
  if (card && !network) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'Enter a valid card number.', { field: 'payment.card.cardNumber' })
  if (card && declinedTestCards.has(cardDigits(card.cardNumber))) {
    throw new SimulatorError('CARD_DECLINED', 'Your card was declined. Check the details, use another card, or pay with points.', { field: 'payment.card.cardNumber' })
  }
  return {
    mode,
    currency: checkout.price.currency,
    pointsUsed: points,
    pointsValue,
    cardCharged,
    dueAtProperty: checkout.price.dueAtProperty,
    card: card && network ? { network, maskedCardNumber: maskCardNumber(card.cardNumber), holderName: `${card.cardHolderFirstName} ${card.cardHolderLastName}` } : null,
    plan: mode === PaymentMode.PLAN && checkout.plan ? checkout.plan : null,
    premium,
  }
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
  const checkout = checkoutQuoteOf(quote, request, account)
  if (checkout.price.dueNow !== request.expectedDueNow) {
    const { currency, dueNow } = checkout.price
    throw new SimulatorError('PRICE_CHANGED', `The price due now changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
  }
  const { premium, ...payment } = paymentOf(request, checkout)
  const earnedPoints = account?.active && account.earnEligible.hotel && quote.rate.pointsEligible ? hotelEarnedPoints(checkout.price.dueNow - payment.pointsValue, quote.rate.payment) : 0
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
    payment,
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
      customerId: context.customerId ?? `guest:${request.traveler.email.toLowerCase()}`,
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
