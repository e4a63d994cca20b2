// What a flight exchange costs or gives back, and what cancelling an exchanged booking keeps: one
// arithmetic for the exchange list, the exchange quote, the charge and the cancellation, so what a
// traveller reads is what is charged or refunded (docs/decisions/078-exchange-money.md). Integers in
// minor units only.

/** The money of one exchange: the fare difference (negative when cheaper), the change fee for every seated passenger, and either what is due or what comes back. */
export type ExchangeMoney = { fareDifference: number; changeFee: number; amountDue: number; credit: number }

export function exchangeMoneyOf({ previousFare, newFare, changeFeePerPassenger, seatedPassengers }: { previousFare: number; newFare: number; changeFeePerPassenger: number; seatedPassengers: number }): ExchangeMoney {
  const fareDifference = newFare - previousFare
  const changeFee = changeFeePerPassenger * seatedPassengers
  const net = fareDifference + changeFee
  return { fareDifference, changeFee, amountDue: Math.max(0, net), credit: Math.max(0, -net) }
}

/**
 * What cancelling a flight booking keeps: nothing within the free 24 hours of booking (the change fees
 * paid since come back too: "everything back" means everything), afterwards the fare's own penalty
 * plus the change fees paid, which bought a change that was made.
 */
export function flightCancellationKept({ free, farePenalty, changeFees }: { free: boolean; farePenalty: number; changeFees: number }) {
  if (free) return { farePenalty: 0, changeFees: 0, kept: 0 }
  return { farePenalty, changeFees, kept: farePenalty + changeFees }
}

/** The money of changing a hotel stay's dates or guests: the difference in what is paid now (charged or refunded) and at the hotel. */
export type StayChangeMoney = { difference: number; amountDue: number; refund: number; atPropertyDifference: number }

export function stayChangeMoneyOf({ previous, next }: { previous: { dueNow: number; dueAtProperty: number }; next: { dueNow: number; dueAtProperty: number } }): StayChangeMoney {
  const difference = next.dueNow - previous.dueNow
  return { difference, amountDue: Math.max(0, difference), refund: Math.max(0, -difference), atPropertyDifference: next.dueAtProperty - previous.dueAtProperty }
}

/**
 * A refund goes back the way the stay was paid: to the card first (never more than the card paid for
 * the stay, the trip protection premium excepted), the rest as the points that paid it.
 */
export function refundWays(refund: number, paid: { cardForStay: number; pointsUsed: number; pointsValue: number }) {
  const toCard = Math.min(refund, Math.max(0, paid.cardForStay))
  const pointsValue = Math.min(refund - toCard, paid.pointsValue)
  const points = paid.pointsValue === 0 ? 0 : Math.min(paid.pointsUsed, Math.round((pointsValue * paid.pointsUsed) / paid.pointsValue))
  return { toCard, pointsValue, points }
}

/**
 * Why a hotel stay cannot change its dates or guests today, or null when it may: only a refundable
 * rate, before its free cancellation deadline and before check-in. The simulator refuses by it; the
 * reservation page says it before anyone types new dates.
 */
export function stayChangeRefusal(reservation: { status: string; stay: { checkIn: string }; rate: { name: string; refundable: boolean; cancellationPolicy: { freeCancellationUntil: string | null } } }, today: string) {
  if (reservation.status === 'CANCELLED') return { code: 'ALREADY_CANCELLED' as const, message: 'This reservation is cancelled, so it cannot be changed.' }
  if (reservation.stay.checkIn <= today) return { code: 'NOT_CHANGEABLE' as const, message: 'The stay has started, so it can no longer be changed here. Please contact the hotel.' }
  if (!reservation.rate.refundable) return { code: 'NOT_CHANGEABLE' as const, message: `Your rate (${reservation.rate.name}) is non-refundable, so its dates and guests cannot be changed. You can keep the stay as booked.` }
  const until = reservation.rate.cancellationPolicy.freeCancellationUntil
  if (until === null || today > until) return { code: 'NOT_CHANGEABLE' as const, message: `Changes were possible until ${until ?? 'booking'}; this rate can no longer be changed.` }
  return null
}
