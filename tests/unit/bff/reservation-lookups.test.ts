// §R6 (a member's reservations for that member; guests by reservation number and email), §R3
// error object, issue 35 item 5: the limits on looking a reservation up by its number (docs/decisions/059,
// 109). A lookup that gives an email counts before it is made; one without counts only when it finds
// nothing; the count is the guesser's, never the owner's; the windows are timed on an injected clock.
import { describe, expect, it, vi } from 'vitest'
import { RateLimitedError } from '@server/http/errors'
import { createReservationLookupLimits, lookupsPerClient, lookupsPerClientAndReservation } from '@server/bff/reservation-lookups.server'

const found = async () => ({ status: 200 })
const missing = async () => ({ status: 404 })

function limitsAt(start = 1_000_000) {
  const clock = { now: start }
  return { clock, withinLimits: createReservationLookupLimits(() => clock.now) }
}

async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(RateLimitedError)
  return error as RateLimitedError
}

describe('reservation lookup limits', () => {
  it('are 10 a minute per client and 5 emails in 10 minutes per client for one reservation number', () => {
    expect(lookupsPerClient).toEqual({ window: 60, max: 10 })
    expect(lookupsPerClientAndReservation).toEqual({ window: 600, max: 5 })
  })

  it('let a client name emails 10 times a minute, then refuse before looking, with the seconds to wait', async () => {
    const { clock, withinLimits } = limitsAt()
    for (let index = 0; index < 10; index += 1) await withinLimits({ client: 'a', reservationId: `HR-NUMBER${index}`, email: 'x@example.com' }, missing)
    clock.now += 15_000
    const run = vi.fn(found)
    const error = await refusal(withinLimits({ client: 'a', reservationId: 'HR-RIGHTONE', email: 'right@example.com' }, run))
    expect(run).not.toHaveBeenCalled()
    expect(error.status).toBe(429)
    expect(error.retryAfterSeconds).toBe(45)
    expect(error.policy).toEqual({ name: 'reservation-lookup-per-client', window: 60, max: 10 })
    expect(error.errors).toEqual([{ code: 'TOO_MANY_REQUESTS', category: 'AVAILABILITY', message: 'Too many reservation lookups. Please wait 45 seconds and try again.' }])
    // Another client is not affected, and the window passes.
    await expect(withinLimits({ client: 'b', reservationId: 'HR-RIGHTONE', email: 'right@example.com' }, found)).resolves.toEqual({ status: 200 })
    clock.now += 45_000
    await expect(withinLimits({ client: 'a', reservationId: 'HR-RIGHTONE', email: 'right@example.com' }, found)).resolves.toEqual({ status: 200 })
  })

  it('let one client name emails for one reservation number 5 times in 10 minutes, then refuse it whatever the email, before looking', async () => {
    const { clock, withinLimits } = limitsAt()
    for (let index = 0; index < 5; index += 1) await withinLimits({ client: 'guesser', reservationId: 'CR-TARGETED', email: `guess${index}@example.com` }, missing)
    const run = vi.fn(found)
    const error = await refusal(withinLimits({ client: 'guesser', reservationId: 'CR-TARGETED', email: 'right@example.com' }, run))
    // The right email is refused like a wrong one: the status tells the guesser nothing.
    expect(run).not.toHaveBeenCalled()
    expect(error.retryAfterSeconds).toBe(600)
    expect(error.policy).toEqual({ name: 'reservation-lookup-per-client-and-reservation', window: 600, max: 5 })
    await expect(withinLimits({ client: 'guesser', reservationId: 'CR-ANOTHER', email: 'right@example.com' }, found)).resolves.toEqual({ status: 200 })
    clock.now += 600_000
    await expect(withinLimits({ client: 'guesser', reservationId: 'CR-TARGETED', email: 'right@example.com' }, found)).resolves.toEqual({ status: 200 })
  })

  it("never lock the owner out from another address, however many wrong emails strangers give for the number", async () => {
    const { withinLimits } = limitsAt()
    for (const stranger of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let index = 0; index < 5; index += 1) await withinLimits({ client: stranger, reservationId: 'CR-TARGETED', email: `guess${index}@example.com` }, missing)
      await refusal(withinLimits({ client: stranger, reservationId: 'CR-TARGETED', email: 'guess@example.com' }, missing))
    }
    for (let index = 0; index < 3; index += 1) await expect(withinLimits({ client: '198.51.100.7', reservationId: 'CR-TARGETED', email: 'right@example.com' }, found)).resolves.toEqual({ status: 200 })
  })

  it('never count the browser that booked, whose signed cookie gives the email (no email is named)', async () => {
    const { withinLimits } = limitsAt()
    for (let index = 0; index < 6; index += 1) await withinLimits({ client: 'shared-address', reservationId: 'CR-TARGETED', email: `guess${index}@example.com` }, missing).catch(() => undefined)
    for (let index = 0; index < 20; index += 1) await expect(withinLimits({ client: 'shared-address', reservationId: 'CR-TARGETED' }, found)).resolves.toEqual({ status: 200 })
  })

  it('never count a lookup without an email that finds the reservation (a member reaching their own)', async () => {
    const { withinLimits } = limitsAt()
    for (let index = 0; index < 50; index += 1) await expect(withinLimits({ client: 'member', reservationId: 'HR-MINEMINE' }, found)).resolves.toEqual({ status: 200 })
  })

  it('count a lookup without an email that finds nothing, answering 429 instead of the 11th 404', async () => {
    const { withinLimits } = limitsAt()
    for (let index = 0; index < 10; index += 1) await expect(withinLimits({ client: 'prober', reservationId: `HR-PROBE${index}` }, missing)).resolves.toEqual({ status: 404 })
    await refusal(withinLimits({ client: 'prober', reservationId: 'HR-PROBE10' }, missing))
    // What the prober may reach is still reached: nothing is learned from a success that was always one.
    await expect(withinLimits({ client: 'prober', reservationId: 'HR-MINEMINE' }, found)).resolves.toEqual({ status: 200 })
  })
})
