// What every line's request examples share (server/lines/<line>-line.ts, openapi-request-examples.ts): one
// traveller, who books every example with the same email and pays a change by card.
import { cardExample } from '@contracts/lxp/shared/payment.schema'

/** The traveller's email in every booking example, and so the one that finds those bookings. */
export const exampleEmail = 'traveller@example.com'

/** A booked reservation's parameters: its number and the email it was booked with. */
export const reservationParametersOf = (reservationId: string) => ({ reservationId, email: exampleEmail })

/** The card of the examples (a test number) paying what a change costs more. */
export const byCard = { mode: 0, points: 0, card: cardExample }
