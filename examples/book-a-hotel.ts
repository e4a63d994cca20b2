// Books and cancels a hotel through the Rewards Travel API with the typed client, as a member with
// a personal access token. Run against a server (after `npm run build:client`):
//
//   REWARDS_TRAVEL_URL=http://127.0.0.1:3000 REWARDS_TRAVEL_TOKEN=rtm_… node examples/book-a-hotel.ts
//
// Without REWARDS_TRAVEL_TOKEN, on the embedded demo only, it signs in as the demo member "gold" and
// creates a token as Developer access on My Profile does (then revokes it at the end).
import { createRewardsTravelClient, newIdempotencyKey, ok, RewardsTravelError } from '@rewards-travel/client'
import { demoToken } from './demo-token.ts'

const baseUrl = (process.env.REWARDS_TRAVEL_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const log = (line: string) => process.stdout.write(`${line}\n`)

/** A date `days` from today, as the API takes it. */
function inDays(days: number) {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

async function main() {
  const demo = process.env.REWARDS_TRAVEL_TOKEN ? undefined : await demoToken(baseUrl, 'examples/book-a-hotel.ts')
  const client = createRewardsTravelClient({ baseUrl, accessToken: process.env.REWARDS_TRAVEL_TOKEN ?? demo!.token })
  try {
    const profile = await ok(client.lxp.customer.profile())
    log(`member ${profile.clientCustomerId}`)

    const stay = { checkIn: inDays(45), checkOut: inDays(48), rooms: 1, adults: 2 }
    const found = await ok(client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], sort: 'price-asc' } }))
    log(`${found.total} hotels in ${found.destination.name}`)

    // The first hotel with a refundable room paid now, so the booking can be cancelled for free.
    let selection: { hotelId: string; roomTypeId: string; rateId: string } | undefined
    for (const hotel of found.items) {
      const offer = await ok(client.lxp.hotel.offer({ params: { hotelId: hotel.id }, query: stay }))
      for (const room of offer.rooms) {
        const rate = room.rates.find((candidate) => candidate.refundable && candidate.payment === 'PAY_NOW' && candidate.freeCancellationUntil)
        if (rate) selection = { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id }
        if (selection) break
      }
      if (selection) break
    }
    if (!selection) throw new Error('no refundable room found')

    const quote = await ok(client.lxp.hotel.quote({ body: { ...selection, ...stay } }))
    log(`quote: ${quote.price.dueNow} ${quote.price.currency} due now for ${quote.hotel.name}`)

    // One idempotency key for this booking: the client's retries reuse it, so it is never booked twice.
    const booked = await ok(
      client.lxp.hotel.book({
        headers: { 'idempotency-key': newIdempotencyKey() },
        body: {
          ...selection,
          ...stay,
          traveler: { firstName: 'Blake', lastName: 'Gold', email: 'blake.gold@example.com', phone: '+1 202 555 0143' },
          payment: {
            mode: 0,
            card: {
              cardNumber: '4111 1111 1111 1111',
              cardCVV: '123',
              cardExpDate: '12/30',
              cardHolderFirstName: 'Blake',
              cardHolderLastName: 'Gold',
              billingAddress: { address: '1 Main Street', city: 'Springfield', country: 'US', state: 'IL', zipCode: '62701' },
            },
          },
          acceptTerms: true,
          expectedDueNow: quote.price.dueNow,
        },
      }),
    )
    log(`booked ${booked.reservationId} (order ${booked.orderId})`)

    const reservation = await ok(client.lxp.hotel.reservations.view({ params: { reservationId: booked.reservationId } }))
    log(`reservation ${reservation.reservationId}: ${reservation.status}`)

    const cancelled = await ok(client.lxp.hotel.reservations.cancel({ params: { reservationId: booked.reservationId }, headers: { 'idempotency-key': newIdempotencyKey() }, body: {} }))
    log(`cancelled ${cancelled.reservationId}: ${cancelled.status}`)
    if (cancelled.status !== 'CANCELLED') throw new Error(`expected CANCELLED, got ${cancelled.status}`)
  } finally {
    await demo?.revoke()
  }
}

main().catch((error: unknown) => {
  if (error instanceof RewardsTravelError) console.error(`the API refused: ${error.message} (correlation id ${error.correlationId ?? 'none'})`)
  else console.error(error)
  process.exit(1)
})
