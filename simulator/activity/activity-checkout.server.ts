// Tours and transport checkout on the platform: the quote of a chosen option, date and time in cash,
// points, split and plan (DESIGN.md §6, the same points rules as every line), and the booking: once
// per idempotency key, at the agreed price, taking the seats or vehicles and the points in one
// transaction. Only the masked card is kept.
import { activityCategoryLabels, type ActivityBookData, type ActivityQuote, type ActivityReservation, type ActivitySelectionData } from '@contracts/lxp/activity.schema'
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
import { findActivity, reserveDeparture } from './activity-inventory.server'
import { activityEarnRate, activityPrice } from './activity-pricing'
import { cancellationPolicyOf, checkSelection, durationLabel, pickUpFor } from './activity-search.server'
import { guestCustomerId } from '../reservations/reservation-access.server'

function pointsRefusal(account: PointsAccount | undefined, burn: boolean, dueNow: number): string | null {
  if (!burn) return 'Points cannot be used for tours and transfers on this site.'
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible('ACTIVITY', { balance: account.balance, earnEligible: account.earnEligible.activity ?? false })) return 'Tours and transfers do not take points on your card.'
  if (account.balance <= 0) return 'You have no points to use yet.'
  if (dueNow === 0) return 'Nothing is due now, so there is nothing to pay with points.'
  return null
}

export async function quoteActivityCheckout(db: Database, selection: ActivitySelectionData, customerId: string | undefined, today: string): Promise<ActivityQuote> {
  const { activity, destination, option, route, units, left } = await checkSelection(db, selection, today)
  if (left < units) throw new SimulatorError('SOLD_OUT', 'This departure has no room left for your party. Choose another time or date.', { field: 'time' })
  const price = activityPrice(activity, option, destination, selection.date, selection.time, units, simulatorCurrency)
  const account = customerId ? await pointsAccount(db, customerId) : undefined
  const rules = await linePoints(activity.kind === 'tour' ? 'tours' : 'transport')
  const forDueNow = pointsForAmount(price.dueNow)
  const reason = pointsRefusal(account, rules.burn, price.dueNow)
  const usable = reason === null && account !== undefined
  const max = usable ? Math.min(account.balance, forDueNow) : 0
  const planAvailable = account !== undefined && price.dueNow >= paymentPlan.minimumAmount
  const earns = rules.earn && Boolean(account?.active && account.earnEligible.activity)
  return {
    selection,
    activity: {
      activityId: activity.id,
      kind: activity.kind,
      title: activity.title,
      summary: activity.summary,
      category: activity.category,
      categoryLabel: activityCategoryLabels[activity.category],
      image: activity.image,
      durationMinutes: activity.durationMinutes,
      durationLabel: durationLabel(activity.durationMinutes),
      rating: { ...activity.rating, source: 'TRIP_ADVISOR' },
      supplier: activity.supplier,
      freeCancellation: activity.policy === 'FREE_CANCELLATION',
      pointsEligible: true,
      earnPoints: Math.floor(price.dueNow / 100) * activityEarnRate,
      route,
      meetingPoint: activity.meetingPoint,
      pickUp: pickUpFor(activity, route),
      languages: activity.languages,
      inclusions: activity.inclusions,
    },
    destination: { id: destination.id, name: destination.name, country: destination.countryName },
    option: { optionId: option.id, name: option.name, description: option.description, pricedPer: option.pricedPer, maxTravelersPerUnit: option.maxTravelersPerUnit, unitsNeeded: units },
    date: selection.date,
    time: selection.time,
    travelers: selection.travelers,
    left,
    price,
    cancellationPolicy: cancellationPolicyOf(activity, selection.date, selection.time, price.total, price.currency),
    paymentModes: [
      PaymentMode.CASH,
      ...(usable && account.balance >= forDueNow ? [PaymentMode.POINTS] : []),
      ...(usable ? [PaymentMode.SPLIT] : []),
      ...(planAvailable ? [PaymentMode.PLAN] : []),
    ],
    points: { usable, reason, balance: account?.balance ?? null, value: { ...hotelPointsValue }, forDueNow, max },
    earn: { pointsIfPaidByCard: earns ? Math.floor(price.dueNow / 100) * activityEarnRate : 0, perCurrencyUnit: earns ? activityEarnRate : 0 },
    plan: planAvailable ? { installments: paymentPlan.installments, installment: money(roundHalfUp(price.dueNow, paymentPlan.installments)) } : null,
    tripProtection: { available: price.dueNow > 0, premium: money(basisPointsOf(price.dueNow, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

const formatAmount = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

export type ActivityBookingContext = { idempotencyKey: string; customerId: string | undefined; today: string; now?: () => Date }

/** Books once per key: PRICE_CHANGED, SOLD_OUT, a missing pick-up point or an unknown language refuse it. */
export async function bookActivity(db: Database, request: ActivityBookData, context: ActivityBookingContext) {
  const key = `book:${context.customerId ?? 'guest'}:${context.idempotencyKey}`
  const requestHash = requestHashOf(withoutCardSecrets(request))
  const earlier = await previousAnswer<OrderResponse>(db, key, requestHash)
  if (earlier) return earlier

  const checkout = await quoteActivityCheckout(db, request, context.customerId, context.today)
  const language = checkout.activity.languages.find((candidate) => candidate.code === request.language)
  if (!language) throw new SimulatorError('INVALID_CRITERIA', `Choose one of the languages offered: ${checkout.activity.languages.map((entry) => entry.label).join(', ')}.`, { field: 'language' })
  if (checkout.activity.pickUp.required && request.pickUpPoint.length < 3) {
    throw new SimulatorError('INVALID_CRITERIA', `Enter the ${checkout.activity.pickUp.label.toLowerCase()}.`, { field: 'pickUpPoint' })
  }
  if (checkout.price.dueNow !== request.expectedDueNow) {
    const { currency, dueNow } = checkout.price
    throw new SimulatorError('PRICE_CHANGED', `The price due now changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
  }
  const { premium, ...payment } = settlePayment(request, checkout)
  const earnedPoints = checkout.earn.perCurrencyUnit > 0 ? Math.floor(Math.max(0, checkout.price.dueNow - payment.pointsValue) / 100) * activityEarnRate : 0
  const createdAt = (context.now?.() ?? new Date()).toISOString()
  const reservationId = newId('AC')
  const orderId = newId('OR')
  const details: ActivityReservation = {
    reservationId,
    orderId,
    type: 'ACTIVITY',
    kind: checkout.activity.kind,
    status: 'CONFIRMED',
    createdAt,
    activity: checkout.activity,
    destination: checkout.destination,
    option: checkout.option,
    date: checkout.date,
    time: checkout.time,
    travelers: checkout.travelers,
    pickUpPoint: request.pickUpPoint,
    language,
    specialRequests: request.specialRequests,
    price: checkout.price,
    cancellationPolicy: checkout.cancellationPolicy,
    leadTraveler: request.traveler,
    payment,
    tripProtection: { selected: premium > 0, premium: money(premium, checkout.price.currency) },
    earnedPoints,
    cancellation: null,
  }
  const { route } = checkout.activity
  const summary: ReservationSummary = {
    reservationId,
    orderId,
    type: 'ACTIVITY',
    status: 'CONFIRMED',
    title: checkout.activity.title,
    location: route ? `${route.from.name} to ${route.to.name}` : checkout.destination.name,
    startDate: checkout.date,
    endDate: checkout.date,
    total: money(checkout.price.total, checkout.price.currency),
    pointsUsed: payment.pointsUsed,
    createdAt,
  }
  const order: OrderResponse = { items: 1, reservationId, orderId, orderItems: [{ reservationId, type: 'ACTIVITY', status: 'CONFIRMED', title: checkout.activity.title }] }
  const { activity: stored } = await findActivity(db, request.activityId)
  const option = { id: checkout.option.optionId, capacity: stored.options.find((candidate) => candidate.id === checkout.option.optionId)?.capacity ?? 0 }

  return once(db, key, requestHash, async (tx) => {
    await reserveDeparture(tx, request.activityId, option, checkout.date, checkout.time, checkout.option.unitsNeeded)
    if (payment.pointsUsed > 0 && context.customerId) await adjustPoints(tx, context.customerId, -payment.pointsUsed)
    await tx.insert(simReservations).values({
      reservationId,
      orderId,
      customerId: context.customerId ?? guestCustomerId(request.traveler.email),
      email: request.traveler.email.toLowerCase(),
      type: 'ACTIVITY',
      status: 'CONFIRMED',
      startDate: checkout.date,
      endDate: checkout.date,
      summary,
      details,
    })
    return { status: 201, body: order }
  })
}
