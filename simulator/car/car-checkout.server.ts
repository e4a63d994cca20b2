// Car checkout on the platform: the quote of a chosen car and extras in cash, points, split and plan
// (DESIGN.md §6, the same points rules as hotels), and the booking: once per idempotency key, at the
// agreed price, taking the car's days and the points in one transaction. Only the masked card is kept.
import type { CarBookData, CarQuote, CarReservation, CarSelectionData } from '@contracts/lxp/car.schema'
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
import { paymentPlanFor, settlePayment, withoutCardSecrets } from '../loyalty/settle-payment'
import { basisPointsOf, money } from '../money'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { findCarOffer, reserveCarDays } from './car-inventory.server'
import { getCarOffer } from './car-rental.server'
import { guestCustomerId } from '../reservations/reservation-access.server'

/** Points earned per whole currency unit charged to the card for a car rental. */
export const carEarnRate = 3

/** Whether the site lets members earn and burn points on car rentals (site config, mobility line). */
function pointsRefusal(account: PointsAccount | undefined, burn: boolean, dueNow: number): string | null {
  if (!burn) return 'Points cannot be used for car rentals on this site.'
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible('CAR', { balance: account.balance, earnEligible: account.earnEligible.car ?? false })) return 'Car rentals do not take points on your card.'
  if (account.balance <= 0) return 'You have no points to use yet.'
  if (dueNow === 0) return 'Nothing is due now, so there is nothing to pay with points.'
  return null
}

export async function quoteCarCheckout(db: Database, selection: CarSelectionData, customerId: string | undefined, today: string): Promise<CarQuote> {
  const { offer, chosen } = await getCarOffer(db, selection.offerId, selection, today, selection.extras)
  if (offer.carsLeft === 0) throw new SimulatorError('SOLD_OUT', 'This car is no longer available for your dates.', { field: 'offerId' })
  const account = customerId ? await pointsAccount(db, customerId) : undefined
  const rules = await linePoints('mobility')
  const { price } = offer
  const forDueNow = pointsForAmount(price.dueNow)
  const reason = pointsRefusal(account, rules.burn, price.dueNow)
  const usable = reason === null && account !== undefined
  const max = usable ? Math.min(account.balance, forDueNow) : 0
  const planAvailable = account !== undefined && price.dueNow >= paymentPlan.minimumAmount
  const earns = rules.earn && Boolean(account?.active && account.earnEligible.car)
  const { extras: _offered, rules: rentalRules, price: _price, cancellationPolicy, destination, rental, ...summary } = offer
  return {
    selection,
    offer: summary,
    destination,
    rental,
    extras: chosen.map((extra) => ({ ...extra, total: money(Math.min(extra.perDay.amount * rental.days, extra.maxPerRental.amount) * extra.quantity, price.currency) })),
    rules: rentalRules,
    price,
    cancellationPolicy,
    paymentModes: [
      PaymentMode.CASH,
      ...(usable && account.balance >= forDueNow ? [PaymentMode.POINTS] : []),
      ...(usable ? [PaymentMode.SPLIT] : []),
      ...(planAvailable ? [PaymentMode.PLAN] : []),
    ],
    points: { usable, reason, balance: account?.balance ?? null, value: { ...hotelPointsValue }, forDueNow, max },
    earn: { pointsIfPaidByCard: earns ? Math.floor(price.dueNow / 100) * carEarnRate : 0, perCurrencyUnit: earns ? carEarnRate : 0 },
    plan: planAvailable ? paymentPlanFor(price.dueNow, price.currency) : null,
    tripProtection: { available: price.dueNow > 0, premium: money(basisPointsOf(price.dueNow, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

const formatAmount = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

export type CarBookingContext = { idempotencyKey: string; customerId: string | undefined; today: string; now?: () => Date }

/** Books the car once per key: PRICE_CHANGED, SOLD_OUT, INSUFFICIENT_POINTS and the supplier codes refuse it. */
export async function bookCar(db: Database, request: CarBookData, context: CarBookingContext) {
  const key = `book:${context.customerId ?? 'guest'}:${context.idempotencyKey}`
  const requestHash = requestHashOf(withoutCardSecrets(request))
  const earlier = await previousAnswer<OrderResponse>(db, key, requestHash)
  if (earlier) return earlier

  const checkout = await quoteCarCheckout(db, request, context.customerId, context.today)
  if (checkout.price.dueNow !== request.expectedDueNow) {
    const { currency, dueNow } = checkout.price
    throw new SimulatorError('PRICE_CHANGED', `The price due now changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
  }
  const { premium, ...payment } = settlePayment(request, checkout)
  const earnedPoints = checkout.earn.perCurrencyUnit > 0 ? Math.floor(Math.max(0, checkout.price.dueNow - payment.pointsValue) / 100) * carEarnRate : 0
  const createdAt = (context.now?.() ?? new Date()).toISOString()
  const reservationId = newId('CR')
  const orderId = newId('OR')
  const details: CarReservation = {
    reservationId,
    orderId,
    type: 'CAR',
    status: 'CONFIRMED',
    createdAt,
    offer: checkout.offer,
    destination: checkout.destination,
    rental: checkout.rental,
    extras: checkout.extras,
    rules: checkout.rules,
    price: checkout.price,
    cancellationPolicy: checkout.cancellationPolicy,
    driver: request.traveler,
    payment,
    tripProtection: { selected: premium > 0, premium: money(premium, checkout.price.currency) },
    earnedPoints,
    cancellation: null,
  }
  const title = `${checkout.offer.vehicle.model} or similar, ${checkout.offer.supplier.name}`
  const summary: ReservationSummary = {
    reservationId,
    orderId,
    type: 'CAR',
    status: 'CONFIRMED',
    title,
    location: `${checkout.offer.pickUpLocation.name}, ${checkout.destination.name}`,
    startDate: checkout.rental.pickUpDate,
    endDate: checkout.rental.dropOffDate,
    total: money(checkout.price.total, checkout.price.currency),
    pointsUsed: payment.pointsUsed,
    createdAt,
  }
  const order: OrderResponse = { items: 1, reservationId, orderId, orderItems: [{ reservationId, type: 'CAR', status: 'CONFIRMED', title }] }
  const days = checkout.price.daily.map((day) => day.date)
  const { entry } = await findCarOffer(db, request.offerId)

  return once(db, key, requestHash, async (tx) => {
    await reserveCarDays(tx, entry, days)
    if (payment.pointsUsed > 0 && context.customerId) await adjustPoints(tx, context.customerId, -payment.pointsUsed)
    await tx.insert(simReservations).values({
      reservationId,
      orderId,
      customerId: context.customerId ?? guestCustomerId(request.traveler.email),
      email: request.traveler.email.toLowerCase(),
      type: 'CAR',
      status: 'CONFIRMED',
      startDate: checkout.rental.pickUpDate,
      endDate: checkout.rental.dropOffDate,
      summary,
      details,
    })
    return { status: 201, body: order }
  })
}
