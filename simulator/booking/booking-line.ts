// What a line of business declares to the booking pipeline (booking-pipeline.server.ts): its catalogue
// (how an offer is re-priced), its points rules, how it holds and releases inventory, how its
// reservation record is shaped and its cancellation rule. The pipeline does the rest, the same for
// every line: payment, idempotency, points, the reservation write, the cancellation and its refund,
// and who may reach a booking (docs/decisions/065-simulator-booking-pipeline.md).
import type { Money } from '../money'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import type { SavedCardChoice } from '@contracts/lxp/shared/payment.schema'
import type { CardInput } from '@contracts/lxp/hotel-checkout.schema'
import type { PaymentMode } from '@contracts/domain/payment'
import type { Database } from '../db/database'
import type { Executor } from '../db/database'
import type { ReservationType } from '../reservations/reservation-access.server'
import type { settlePayment } from '../loyalty/settle-payment'

export type { ReservationType }

/** What every line's quote prices: the whole amount and what is due now, in minor units. */
export type QuotedPrice = { currency: string; total: number; dueNow: number }

/** What every booking request carries besides the line's selection. */
export type BookingRequest = {
  expectedDueNow: number
  payment: { mode: PaymentMode; points: number; card?: CardInput | null; savedCard?: SavedCardChoice | null }
  tripProtection: { tripProtectionProduct: boolean }
}

/** The payment of a booking as the reservation keeps it (settle-payment.ts, without the premium). */
export type SettledPayment = Omit<ReturnType<typeof settlePayment>, 'premium'>

/** What the pipeline reads of every stored reservation to cancel and refund it. */
export type BookedReservation = {
  reservationId: string
  status: string
  price: { currency: string; dueNow: number; total: number }
  payment: { pointsUsed: number; pointsValue: number }
  tripProtection: { selected: boolean; premium: Money }
  earnedPoints: number
  cancellation: { cancelledAt: string; penalty: Money; refund: Money; pointsRefunded: number; protectionReimbursement: Money } | null
}

/** When a cancellation is asked for: the platform's day (UTC) and the instant. */
export type CancellationTime = { today: string; now: Date }

/** Why a booking cannot be cancelled: the code a cancellation answers and the message shown. */
export type CancellationRefusal = { code?: 'NOT_CANCELLABLE' | 'ALREADY_CANCELLED' | (string & {}); message: string }

/**
 * A line's cancellation rule at a moment: a refusal, or the penalty, the part of it kept from what was
 * paid (the rest is charged to the card on file), and the sentence that opens the description.
 */
export type CancellationTerms =
  | { refusal: CancellationRefusal }
  | {
      freeCancellation: boolean
      penalty: number
      keptFromPaid: number
      headline: string
      /** Whether the free period is still open, where that is not `freeCancellation` (a flexible fare cancels free after a flight's 24 hours). */
      freePeriodOpen?: boolean
    }

/** What a line gives the pipeline to write a booking: the priced offer, its quote and the request. */
export type Booked<Offer, Quote, Request, Held> = { offer: Offer; quote: Quote; request: Request; held: Held; payment: SettledPayment; reservationId: string }

export type BookingLine<Selection, Offer, Quote extends { price: QuotedPrice }, Request extends BookingRequest, Reservation extends BookedReservation, Held, Moment> = {
  type: ReservationType
  /** The reservation number's prefix (`CR-…`). */
  reservationPrefix: string
  /** The idempotency scope of bookings (`book`); a line with its own keeps it. */
  bookingKey?: string
  /** The line's words where the pipeline speaks: refusals of points, a missing number, a cancelled booking. */
  messages: {
    pointsOff: string
    pointsNotOnCard: string
    notFound: (reservationId: string) => string
    alreadyCancelled: string
    /** What PRICE_CHANGED calls the amount ("price due now"). */
    priceName?: string
  }

  /** The offer re-priced now, or its refusal (SOLD_OUT, the supplier codes). */
  offer: (db: Database, selection: Selection, today: string) => Promise<Offer>
  /** The line's part of the quote: what is booked and its price (the pipeline adds the payment terms). */
  quoteOf: (offer: Offer, selection: Selection) => Omit<Quote, PaymentTermKeys>
  /** The selection a booking request prices (most lines: the request itself). */
  selectionOf: (request: Request) => Selection
  /** Refusals only a booking has (passengers, language, pick-up point), after the quote. */
  checkBooking?: (request: Request, quote: Quote, offer: Offer, today: string) => void

  points: {
    /** The site's earn and burn switches of this line (site config). */
    line: (offer: Offer) => LineOfBusiness
    /** A line's own reason not to take points, after the member's (a rate paid at the hotel). */
    refusal?: (offer: Offer) => string | null
    /** Points per currency unit charged to the card for a member whose card earns on the line (the pipeline applies who earns: earnRateFor). */
    earnRate: (offer: Offer) => number
  }

  /** Takes the inventory inside the booking's transaction; what it returns goes to the record. */
  hold: (tx: Executor, booking: Omit<Booked<Offer, Quote, Request, never>, 'held' | 'payment'>) => Promise<Held>
  /** The line's part of the reservation record (the pipeline adds ids, status, payment, points). */
  reservationOf: (booking: Booked<Offer, Quote, Request, Held>) => Omit<Reservation, CommonReservationKeys> & Partial<Pick<Reservation, 'payment'>>
  /** How the booking reads in My Trips and in the order. */
  summaryOf: (reservation: Reservation) => { title: string; location: string; startDate: string; endDate: string; orderTitle?: string; party?: { travelers: number; childAges: number[] } }
  /** Who the booking is for (its email reaches a guest booking). */
  emailOf: (request: Request) => string

  cancellation: {
    /**
     * Whether a booking of this offer can be cancelled at all (a non-refundable tour cannot). Trip
     * protection, which reimburses part of a cancellation charge, is offered only where it can pay.
     */
    cancellable?: (offer: Offer) => boolean
    /** The moment the rule reads (the day, or the local time where it happens). */
    momentOf: (db: Database, reservation: Reservation, time: CancellationTime) => Moment | Promise<Moment>
    termsOf: (reservation: Reservation, moment: Moment) => CancellationTerms
    /** Gives the inventory back inside the cancellation's transaction. */
    release: (tx: Executor, reservation: Reservation) => Promise<void>
    /** The quote names the refusal's code (`reasonCode`). */
    reasonCodes?: boolean
  }
}

export type PaymentTermKeys = 'paymentModes' | 'points' | 'earn' | 'plan' | 'tripProtection'
export type CommonReservationKeys = 'reservationId' | 'orderId' | 'type' | 'status' | 'createdAt' | 'payment' | 'tripProtection' | 'earnedPoints' | 'cancellation'

export const formatAmount = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)
