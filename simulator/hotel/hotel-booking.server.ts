// The hotel line of the booking pipeline (booking/booking-line.ts): a room and rate re-priced for the
// stay, its room nights held per room type, points where the rate takes them (not at pay-later
// rates), earning by payment timing, and the rate's cancellation policy until check-in; a pay-later
// stay's penalty is charged by the hotel to the card on file. A stay's dates and guests change in
// hotel-stay-change.server.ts.
import { venueClock } from '../clock'
import { freeCancellationOpen, freeUntilEndOf, type VenueClock } from '@contracts/domain/venue-time'
import type { HotelBookData, HotelQuote, HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { releaseRoomNights, reserveRoomNights } from './hotel-availability.server'
import { quoteHotelRate, type HotelRateQuote } from './hotel-offer.server'
import { hotelEarnRate } from './hotel-choices'
import { nightsOf } from '../shared/calendar'

/** My Trips' party of a stay: everyone, and the children among them by age. */
export const partyOf = (stay: HotelReservation['stay']) => ({ travelers: stay.adults + stay.childAges.length, childAges: stay.childAges })

export const hotelBooking = bookingPipeline<HotelSelection, HotelRateQuote, HotelQuote, HotelBookData, HotelReservation, void, VenueClock>({
  type: 'HOTEL',
  reservationPrefix: 'HT',
  messages: {
    pointsOff: 'Points cannot be used for hotels on this site.',
    // A hotel takes points from any member with a balance (§R3 per-product rules, rules.ts).
    pointsNotOnCard: 'You have no points to use yet.',
    notFound: (reservationId) => `We could not find the reservation ${reservationId}.`,
    alreadyCancelled: 'This reservation is already cancelled.',
  },
  offer: quoteHotelRate,
  selectionOf: (request) => request,
  quoteOf: (quote, selection) => {
    const { price } = quote.rate
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
      stay: {
        checkIn: quote.stay.checkIn,
        checkOut: quote.stay.checkOut,
        nights: quote.stay.nights,
        rooms: quote.stay.rooms,
        adults: quote.stay.adults,
        childAges: quote.stay.guests.flatMap((room) => room.childAges),
      },
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
    }
  },
  points: {
    line: () => 'accommodations',
    refusal: ({ rate }) => (rate.pointsEligible ? null : rate.payment === 'PAY_LATER' ? 'This rate is paid at the hotel, so points cannot be used.' : 'This hotel does not take points.'),
    // Hotels show what a stay earns to everyone; the booking earns it for a member whose card earns.
    earnRate: ({ rate }) => hotelEarnRate(rate),
  },
  hold: (tx, { offer }) => reserveRoomNights(tx, { room: offer.room, nights: offer.stay.nightDates, rooms: offer.stay.rooms }),
  reservationOf: ({ quote, request, payment }) => ({
    hotel: quote.hotel,
    destination: quote.destination,
    room: quote.room,
    rate: quote.rate,
    stay: quote.stay,
    price: quote.price,
    traveler: request.traveler,
    roomPreference: request.roomPreference,
    specialRequests: request.specialRequests,
    ...(request.loyaltyCardNumber ? { loyaltyCardNumber: request.loyaltyCardNumber } : {}),
    payment: { ...payment, dueAtProperty: quote.price.dueAtProperty },
    changes: [],
  }),
  summaryOf: ({ hotel, room, stay }) => ({
    title: hotel.name,
    party: partyOf(stay),
    location: `${hotel.address.cityName}, ${hotel.address.countryName}`,
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    orderTitle: `${hotel.name}, ${room.name}`,
  }),
  emailOf: (request) => request.traveler.email,
  cancellation: {
    momentOf: (_db, reservation, { today }) => (reservation.hotel.timeZone ? venueClock(reservation.hotel.timeZone, today) : { date: today, time: '00:00' }),
    /**
     * Free until the rate's deadline (a day on the hotel's clock), then its penalty, until check-in: the stay starts at
     * the hotel's check-in-from time on the check-in day, not at its midnight (issue 37).
     */
    termsOf: (reservation, now) => {
      const { price, rate, stay, hotel } = reservation
      const today = now.date
      if (`${stay.checkIn}T${hotel.checkInFrom}` <= `${now.date}T${now.time}`) return { refusal: { message: 'The stay has started, so it can no longer be cancelled here. Please contact the hotel.' } }
      const until = rate.cancellationPolicy.freeCancellationUntil
      const free = rate.refundable && freeCancellationOpen(until, today)
      const prepaid = price.dueNow
      const policyPenalty = rate.cancellationPolicy.penaltyAfterDeadline.amount
      // Pay-later stays: the hotel charges the penalty to the card on file; prepaid: it is kept from what was paid.
      const penalty = free ? 0 : prepaid === 0 ? policyPenalty : Math.min(prepaid, policyPenalty)
      const headline = free && until ? `${freeUntilEndOf(until, hotel.timeZone)}: ${freeCancellationBack(reservation)}.` : `Cancelling now costs ${formatAmount(penalty, price.currency)}${prepaid === 0 ? ', charged by the hotel to your card' : ''}.`
      return { freeCancellation: free, penalty, keptFromPaid: Math.min(penalty, prepaid), headline }
    },
    release: (tx, { room, stay }) => releaseRoomNights(tx, { roomTypeId: room.id, nights: nightsOf(stay.checkIn, stay.checkOut), rooms: stay.rooms }),
  },
})
