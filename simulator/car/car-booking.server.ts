// The car rental line of the booking pipeline (booking/booking-line.ts): a car and its extras re-priced
// for the rental, its days held per fleet entry, points on the mobility line for members whose card
// earns on cars, and the rental's cancellation policy until pick-up.
import { venueClock } from '../clock'
import { freeCancellationOpen, freeUntilEndOf, type VenueClock } from '@contracts/domain/venue-time'
import type { CarBookData, CarQuote, CarReservation, CarSelectionData } from '@contracts/lxp/car.schema'
import type { Database } from '../db/database'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { money } from '../money'
import { SimulatorError } from '../simulator-error'
import { findCarOffer, getCarOffer, releaseCarDays, reserveCarDays } from './car-search.server'

/** Points earned per currency unit charged to the card for a car rental. */
export const carEarnRate = 3

async function pricedCar(db: Database, selection: CarSelectionData, today: string) {
  const { offer, chosen } = await getCarOffer(db, selection.offerId, selection, today, selection.extras)
  if (offer.carsLeft === 0) throw new SimulatorError('SOLD_OUT', 'This car is no longer available for your dates.', { field: 'offerId' })
  return { offer, chosen, entry: (await findCarOffer(db, selection.offerId)).entry }
}

export const carBooking = bookingPipeline<CarSelectionData, Awaited<ReturnType<typeof pricedCar>>, CarQuote, CarBookData, CarReservation, void, VenueClock>({
  type: 'CAR',
  reservationPrefix: 'CR',
  messages: {
    pointsOff: 'Points cannot be used for car rentals on this site.',
    pointsNotOnCard: 'Car rentals do not take points on your card.',
    notFound: (reservationId) => `We could not find the car rental ${reservationId}.`,
    alreadyCancelled: 'This rental is already cancelled.',
  },
  offer: pricedCar,
  selectionOf: (request) => request,
  quoteOf: ({ offer, chosen }, selection) => {
    const { extras: _offered, rules, price, cancellationPolicy, destination, rental, ...summary } = offer
    const extras = chosen.map((extra) => ({ ...extra, total: money(Math.min(extra.perDay.amount * rental.days, extra.maxPerRental.amount) * extra.quantity, price.currency) }))
    return { selection, offer: summary, destination, rental, extras, rules, price, cancellationPolicy }
  },
  points: { line: () => 'mobility', earnRate: () => carEarnRate },
  hold: async (tx, { offer, quote }) => {
    await reserveCarDays(
      tx,
      offer.entry,
      quote.price.daily.map((day) => day.date),
    )
  },
  reservationOf: ({ quote, request }) => ({
    offer: quote.offer,
    destination: quote.destination,
    rental: quote.rental,
    extras: quote.extras,
    rules: quote.rules,
    price: quote.price,
    cancellationPolicy: quote.cancellationPolicy,
    driver: request.traveler,
  }),
  summaryOf: ({ offer, destination, rental }) => ({
    title: `${offer.vehicle.model} or similar, ${offer.supplier.name}`,
    location: `${offer.pickUpLocation.name}, ${destination.name}`,
    startDate: rental.pickUpDate,
    endDate: rental.dropOffDate,
  }),
  emailOf: (request) => request.traveler.email,
  cancellation: {
    momentOf: (_db, reservation, { today }) => (reservation.offer.pickUpLocation.timeZone ? venueClock(reservation.offer.pickUpLocation.timeZone, today) : { date: today, time: '00:00' }),
    /** Free until the policy's deadline, then its penalty, until pick-up: the rental starts at its pick-up time on the counter's clock. */
    termsOf: (reservation, now) => {
      const { price, cancellationPolicy: policy, rental, offer } = reservation
      const today = now.date
      if (`${rental.pickUpDate}T${rental.pickUpTime}` <= `${now.date}T${now.time}`) return { refusal: { message: 'The rental has started, so it can no longer be cancelled here. Please contact the rental company.' } }
      const free = policy.refundable && freeCancellationOpen(policy.freeCancellationUntil, today)
      const penalty = free ? 0 : Math.min(price.dueNow, policy.penaltyAfterDeadline.amount)
      const headline = free && policy.freeCancellationUntil ? `${freeUntilEndOf(policy.freeCancellationUntil, offer.pickUpLocation.timeZone)}: ${freeCancellationBack(reservation)}.` : `Cancelling now costs ${formatAmount(penalty, price.currency)}.`
      return { freeCancellation: free, penalty, keptFromPaid: penalty, headline }
    },
    release: (tx, reservation) =>
      releaseCarDays(
        tx,
        reservation.offer.offerId,
        reservation.price.daily.map((day) => day.date),
      ),
  },
})
