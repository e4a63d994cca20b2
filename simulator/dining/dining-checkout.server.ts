// Dining checkout on the platform: the quote of a seating and option in cash, points, split and plan
// (DESIGN.md §6, the points rules of every line; points only at rewards partners), and the booking:
// once per idempotency key, at the agreed price, taking the party's covers and the points in one
// transaction. A free table is guaranteed by a card; only the masked card is kept.
import type { DiningBookData, DiningQuote, DiningReservation, DiningSelectionData } from '@contracts/lxp/dining.schema'
import { cuisineLabels } from '@contracts/lxp/dining.schema'
import type { OrderResponse } from '@contracts/lxp/hotel-checkout.schema'
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { PaymentMode } from '@contracts/domain/payment'
import { hotelPointsValue, paymentPlan, pointsForAmount, tripProtection } from '@contracts/domain/points'
import { isPointsEligible } from '@contracts/validation/rules'
import type { Database } from '../db/database'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { newId } from '../ids'
import { linePoints } from '../loyalty/line-points.server'
import { adjustPoints, pointsAccount, type PointsAccount } from '../loyalty/points-account.server'
import { settlePayment, withoutCardSecrets } from '../loyalty/settle-payment'
import { basisPointsOf, money, roundHalfUp, simulatorCurrency } from '../money'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { findRestaurant, reserveCovers } from './dining-inventory.server'
import { policyOf, priceOf } from './dining-pricing'
import { checkSelection, diningEarnRates, priceLabelOf } from './dining-search.server'
import { guestCustomerId } from '../reservations/reservation-access.server'

/** Whether the site lets members earn and burn points on dining (site config, dining line). */
function pointsRefusal(account: PointsAccount | undefined, burn: boolean, partner: boolean, dueNow: number): string | null {
  if (!burn) return 'Points cannot be used for dining on this site.'
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible('DINING', { balance: account.balance, earnEligible: account.earnEligible.dining ?? false })) return 'Dining does not take points on your card.'
  if (!partner) return 'This restaurant does not take points; rewards partners do.'
  if (account.balance <= 0) return 'You have no points to use yet.'
  if (dueNow === 0) return 'Nothing is due now, so there is nothing to pay with points.'
  return null
}

export async function quoteDiningCheckout(db: Database, selection: DiningSelectionData, customerId: string | undefined, today: string): Promise<DiningQuote> {
  const { restaurant, destination, option, seatsLeft } = await checkSelection(db, selection, today)
  if (seatsLeft < selection.partySize) {
    throw new SimulatorError('SLOT_SOLD_OUT', `The ${selection.time} seating has no room left for ${selection.partySize}. Choose another time.`, { field: 'time' })
  }
  const booking = { date: selection.date, time: selection.time, partySize: selection.partySize }
  const price = priceOf(option, selection.partySize, simulatorCurrency)
  const account = customerId ? await pointsAccount(db, customerId) : undefined
  const rules = await linePoints('dining')
  const forDueNow = pointsForAmount(price.dueNow)
  const reason = pointsRefusal(account, rules.burn, restaurant.pointsEligible, price.dueNow)
  const usable = reason === null && account !== undefined
  const max = usable ? Math.min(account.balance, forDueNow) : 0
  const planAvailable = account !== undefined && price.dueNow >= paymentPlan.minimumAmount
  const rate = rules.earn && account?.active && account.earnEligible.dining ? (restaurant.pointsEligible ? diningEarnRates.partner : diningEarnRates.other) : 0
  return {
    selection,
    restaurant: {
      restaurantId: restaurant.id,
      name: restaurant.name,
      cuisine: restaurant.cuisine,
      cuisineLabel: cuisineLabels[restaurant.cuisine],
      priceLevel: restaurant.priceLevel,
      priceLabel: priceLabelOf(restaurant.priceLevel),
      neighbourhood: restaurant.neighbourhood,
      image: restaurant.image,
      pointsEligible: restaurant.pointsEligible,
      address: restaurant.address,
      phone: restaurant.phone,
      timeZone: restaurant.timeZone,
      dressCode: restaurant.dressCode,
    },
    destination: { id: destination.id, name: destination.name, country: destination.countryName },
    booking,
    option,
    seatsLeft,
    price,
    cancellationPolicy: policyOf(option, price, destination, booking),
    cardGuarantee: price.dueNow === 0,
    paymentModes: [
      PaymentMode.CASH,
      ...(usable && account.balance >= forDueNow ? [PaymentMode.POINTS] : []),
      ...(usable ? [PaymentMode.SPLIT] : []),
      ...(planAvailable ? [PaymentMode.PLAN] : []),
    ],
    points: { usable, reason, balance: account?.balance ?? null, value: { ...hotelPointsValue }, forDueNow, max },
    earn: { pointsIfPaidByCard: Math.floor(price.dueNow / 100) * rate, perCurrencyUnit: rate },
    plan: planAvailable ? { installments: paymentPlan.installments, installment: money(roundHalfUp(price.dueNow, paymentPlan.installments)) } : null,
    tripProtection: { available: price.dueNow > 0, premium: money(basisPointsOf(price.dueNow, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

const formatAmount = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

export type DiningBookingContext = { idempotencyKey: string; customerId: string | undefined; today: string; now?: () => Date }

/** Books the seating once per key: PRICE_CHANGED, SLOT_SOLD_OUT, INSUFFICIENT_POINTS and the restaurant's refusals refuse it. */
export async function bookDining(db: Database, request: DiningBookData, context: DiningBookingContext) {
  const key = `book:${context.customerId ?? 'guest'}:${context.idempotencyKey}`
  const requestHash = requestHashOf(withoutCardSecrets(request))
  const earlier = await previousAnswer<OrderResponse>(db, key, requestHash)
  if (earlier) return earlier

  const checkout = await quoteDiningCheckout(db, request, context.customerId, context.today)
  if (checkout.price.dueNow !== request.expectedDueNow) {
    const { currency, dueNow } = checkout.price
    throw new SimulatorError('PRICE_CHANGED', `The price due now changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
  }
  const { premium, ...payment } = settlePayment(request, checkout)
  const earnedPoints = Math.floor(Math.max(0, checkout.price.dueNow - payment.pointsValue) / 100) * checkout.earn.perCurrencyUnit
  const createdAt = (context.now?.() ?? new Date()).toISOString()
  const reservationId = newId('DN')
  const orderId = newId('OR')
  const details: DiningReservation = {
    reservationId,
    orderId,
    type: 'DINING',
    status: 'CONFIRMED',
    createdAt,
    restaurant: checkout.restaurant,
    destination: checkout.destination,
    booking: checkout.booking,
    option: checkout.option,
    price: checkout.price,
    cancellationPolicy: checkout.cancellationPolicy,
    traveler: request.traveler,
    occasion: request.occasion,
    specialRequests: request.specialRequests,
    payment,
    tripProtection: { selected: premium > 0, premium: money(premium, checkout.price.currency) },
    earnedPoints,
    cancellation: null,
  }
  const { restaurant, booking } = checkout
  const title = `${restaurant.name}, ${checkout.option.kind === 'TABLE' ? 'table' : checkout.option.name.toLowerCase()} for ${booking.partySize}`
  const summary: ReservationSummary = {
    reservationId,
    orderId,
    type: 'DINING',
    status: 'CONFIRMED',
    title,
    location: `${restaurant.neighbourhood}, ${checkout.destination.name}`,
    startDate: booking.date,
    endDate: booking.date,
    total: money(checkout.price.total, checkout.price.currency),
    pointsUsed: payment.pointsUsed,
    createdAt,
  }
  const order: OrderResponse = { items: 1, reservationId, orderId, orderItems: [{ reservationId, type: 'DINING', status: 'CONFIRMED', title }] }
  const { restaurant: stored } = await findRestaurant(db, request.restaurantId)

  return once(db, key, requestHash, async (tx) => {
    await reserveCovers(tx, stored, booking.date, booking.time, booking.partySize)
    if (payment.pointsUsed > 0 && context.customerId) await adjustPoints(tx, context.customerId, -payment.pointsUsed)
    await tx.insert(simReservations).values({
      reservationId,
      orderId,
      customerId: context.customerId ?? guestCustomerId(request.traveler.email),
      email: request.traveler.email.toLowerCase(),
      type: 'DINING',
      status: 'CONFIRMED',
      startDate: booking.date,
      endDate: booking.date,
      summary,
      details,
    })
    return { status: 201, body: order }
  })
}
