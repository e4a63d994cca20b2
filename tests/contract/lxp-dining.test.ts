// §D4 (search, offers with dining time slots, checkout, reservations for `dining`), §R6 money,
// points and payment; §R3 product type DINING, error object and wrappers, order response; §R4
// payment modes; §R5 validation; §R8.6 E0000023; §R9.13 count options 1 to 20, booking and cancellation retries
// (idempotency). Dining over HTTP: the simulator (as a member through the customer header) and the BFF
// (as a guest), on PGlite or, with TEST_DATABASE_URL, PostgreSQL.
// What every line's booking does alike (idempotency, points, cancelling, guest access) is in lxp-booking.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { pointsEarnedOn } from '@contracts/domain/points'
import { and, eq } from 'drizzle-orm'
import { DiningOfferSchema, DiningQuoteSchema, DiningReservationSchema, DiningSearchResultSchema, type DiningBookRequest, type DiningSearchCriteria, type DiningSelection } from '@contracts/lxp/dining.schema'
import { CancellationQuoteSchema, ReservationListSchema } from '@contracts/lxp/reservations.schema'
import { setTodayForTests } from '@simulator/clock'
import type { Restaurant } from '@simulator/dining/dining-catalogue'
import { bookableCovers, diningCatalogue, seatingsOn } from '@simulator/dining/dining-search.server'
import { simDiningSeatings } from '@simulator/dining/dining.tables'
import { asMember, balanceOf, bff, bookThrough, expectBadRequest, expectRefused, keyMaker, platinum, quoteThrough, searchThrough, seededLxpDatabase, simulator, today, visaCard } from '../fixtures/lxp-http'

const seeded = seededLxpDatabase(simDiningSeatings)
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

// A Sunday (today); the dinner of Friday 12 March is well inside the booking window.
const friday = '2027-03-12'
const card = visaCard('Jordan', 'Diner')
const guest = { firstName: 'Jordan', lastName: 'Diner', email: 'jordan.diner@example.com', phone: '+1 202 555 0143' }

const newKey = keyMaker('dining-test-key')

const criteria = (changes: Partial<DiningSearchCriteria> = {}): DiningSearchCriteria => ({ destination: 'Paris', date: friday, time: '19:30', partySize: 2, ...changes })

const quote = (chosen: DiningSelection, customerId?: string) => quoteThrough('dining', chosen, DiningQuoteSchema, customerId)

function bookRequest(chosen: DiningSelection, dueNow: number, changes: Partial<DiningBookRequest> = {}): DiningBookRequest {
  return { ...chosen, traveler: guest, occasion: 'BIRTHDAY', specialRequests: 'One guest is allergic to nuts.', payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: dueNow, ...changes }
}

const book = bookThrough<DiningBookRequest>('dining', newKey)

let paris: Restaurant[]
/** A Paris restaurant open at a seating on a date, matching a wish. */
function restaurantWhere(wish: (restaurant: Restaurant) => boolean, date = friday, time = '19:30') {
  const found = paris.find((restaurant) => wish(restaurant) && seatingsOn(restaurant, date).includes(time))
  expect(found, 'a restaurant for this test').toBeDefined()
  return found as Restaurant
}

beforeAll(async () => {
  paris = (await diningCatalogue(seeded.db)).byDestination.get('paris') ?? []
})

describe('POST /dining/search', () => {
  it('finds the restaurants of a destination open that day, with seatings around the time, facets and paging', async () => {
    const result = await searchThrough('dining', criteria({ pageSize: 5 }), DiningSearchResultSchema)
    expect(result.destination.id).toBe('paris')
    expect(result.booking).toEqual({ date: friday, time: '19:30', partySize: 2 })
    expect(result.items).toHaveLength(5)
    expect(result.total).toBeGreaterThan(20)
    expect(result.facets.cuisines.reduce((sum, facet) => sum + facet.count, 0)).toBe(result.total)
    expect(result.facets.cuisines.map((facet) => facet.value)).toContain('FRENCH')
    for (const restaurant of result.items) {
      expect(restaurant.rating.source).toBe('TRIP_ADVISOR')
      expect(restaurant.priceLabel).toBe('$'.repeat(restaurant.priceLevel))
      for (const slot of restaurant.slots) {
        const minutes = Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3)) - (19 * 60 + 30)
        expect(Math.abs(minutes)).toBeLessThanOrEqual(90)
        expect(slot.available).toBe(slot.seatsLeft >= 2)
      }
    }
    const second = DiningSearchResultSchema.parse((await bff('POST', '/dining/search', criteria({ pageSize: 5, page: 2 }))).body)
    expect(second.items.map((restaurant) => restaurant.restaurantId)).not.toEqual(result.items.map((restaurant) => restaurant.restaurantId))
  })

  it('filters by cuisine, price level and rewards partners, and sorts by rating', async () => {
    const result = DiningSearchResultSchema.parse(
      (await simulator('POST', '/dining/search', criteria({ filters: { cuisines: ['FRENCH', 'ITALIAN'], priceLevels: [2, 3], pointsEligible: true }, sort: 'rating', pageSize: 50 }), asMember(platinum))).body,
    )
    expect(result.items.length).toBeGreaterThan(0)
    for (const restaurant of result.items) {
      expect(['FRENCH', 'ITALIAN']).toContain(restaurant.cuisine)
      expect([2, 3]).toContain(restaurant.priceLevel)
      expect(restaurant).toMatchObject({ pointsEligible: true, earn: { perCurrencyUnit: 3 } })
    }
    const scores = result.items.map((restaurant) => restaurant.rating.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('defaults the time to 19:00 and the party to 2 (§R9.13 count options)', async () => {
    const result = DiningSearchResultSchema.parse((await bff('POST', '/dining/search', { destination: 'Tokyo', date: friday })).body)
    expect(result.booking).toEqual({ date: friday, time: '19:00', partySize: 2 })
  })

  it.each([
    ['a date in the past', { date: '2027-01-09' }, 'TIME_PASSED', 'body.date'],
    ['a time that has passed today', { date: today, time: '00:00' }, 'TIME_PASSED', 'body.time'],
    ['a date beyond 180 days', { date: '2027-12-01' }, 'INVALID_DATES', 'body.date'],
    ['a sanctioned destination', { destination: 'Pyongyang' }, 'E0000023', 'body.destination'],
    ['a place we do not book', { destination: 'Atlantis' }, 'DESTINATION_NOT_FOUND', 'body.destination'],
  ])('answers %s with 422 and the field', async (_name, changes, code, field) => {
    await expectRefused('/dining/search', criteria(changes), { code, field })
  })

  it('answers PARTY_TOO_LARGE where no restaurant seats the party at one table', async () => {
    const largest = Math.max(...paris.filter((restaurant) => seatingsOn(restaurant, friday).length > 0).map((restaurant) => restaurant.maxPartySize))
    const seated = DiningSearchResultSchema.parse((await simulator('POST', '/dining/search', criteria({ partySize: largest, pageSize: 50 }))).body)
    expect(seated.total).toBeGreaterThan(0)
    if (largest < 20) {
      await expectRefused('/dining/search', criteria({ partySize: largest + 1 }), { code: 'PARTY_TOO_LARGE', field: 'body.partySize' })
    }
  })

  it.each([
    ['a missing destination', { destination: undefined }],
    ['an empty destination', { destination: '  ' }],
    ['a party of 21', { partySize: 21 }],
    ['a party of 0', { partySize: 0 }],
    ['a bad time', { time: '25:00' }],
    ['a bad date', { date: '12/03/2027' }],
    ['a page size over 50', { pageSize: 51 }],
    ['an unknown cuisine', { filters: { cuisines: ['MARTIAN'] } }],
    ['a price level of 5', { filters: { priceLevels: [5] } }],
  ])('answers 400 with the error object for %s', (_name, changes) => expectBadRequest('/dining/search', { ...criteria(), ...changes }))

  it('answers 400 for malformed JSON', async () => {
    expect((await bff('POST', '/dining/search', '{"destination')).status).toBe(400)
  })
})

describe('GET /dining/offers/:restaurantId', () => {
  const query = (changes: Record<string, string> = {}) => new URLSearchParams({ date: friday, time: '19:30', partySize: '2', ...changes }).toString()

  it('answers the restaurant with details, reviews, seatings and the options priced for the party', async () => {
    const restaurant = restaurantWhere((candidate) => candidate.experiences.length > 0)
    const answer = await bff('GET', `/dining/offers/${restaurant.id}?${query({ partySize: '3' })}`)
    expect(answer.status).toBe(200)
    const offer = DiningOfferSchema.parse(answer.body)
    expect(offer).toMatchObject({ restaurantId: restaurant.id, openOnDate: true, maxPartySize: restaurant.maxPartySize, booking: { partySize: 3 } })
    expect(offer.description).toContain(restaurant.name)
    expect(offer.openingHours).toHaveLength(7)
    // The gallery: the card's picture first, then the room, the terrace and the street (issue 42 item 1).
    expect(offer.images).toHaveLength(4)
    expect(offer.images[0]).toEqual(offer.image)
    expect(offer.images[1]?.alt).toBe(`The dining room at ${restaurant.name}`)
    expect(new Set(offer.images.map((image) => image.src)).size).toBe(4)
    expect(offer.menuHighlights.length).toBeGreaterThan(0)
    expect(offer.accessibility.length).toBeGreaterThan(0)
    expect(offer.reviews).toMatchObject({ source: 'TRIP_ADVISOR', score: restaurant.rating.score })
    expect(offer.reviews.items).toHaveLength(5)
    expect(new Set(offer.reviews.items.map((review) => review.text)).size).toBe(5)
    expect(offer.slots.length).toBeGreaterThan(0)
    expect(offer.options[0]).toMatchObject({ id: 'table', kind: 'TABLE' })
    const experience = offer.options.find((option) => option.kind === 'EXPERIENCE')
    expect(experience?.price.subtotal).toBe((experience?.pricePerPerson?.amount ?? 0) * 3)
    expect(experience?.price.total).toBe((experience?.price.subtotal ?? 0) + (experience?.price.taxes ?? 0))
    expect(experience?.cancellationPolicy).toMatchObject({ hoursBefore: 48, freeUntil: '2027-03-10T19:30' })
  })

  it('says a restaurant is closed on its day off, with no seatings', async () => {
    const closedOnMonday = restaurantWhere((candidate) => candidate.openingHours[0]?.open === null)
    const offer = DiningOfferSchema.parse((await bff('GET', `/dining/offers/${closedOnMonday.id}?${query({ date: '2027-03-15' })}`)).body)
    expect(offer).toMatchObject({ openOnDate: false, slots: [] })
    expect(offer.note).toMatch(/closed on Mondays/)
  })

  it('refuses a party larger than its tables, 404 for an unknown restaurant and 400 for a malformed id or party', async () => {
    const fine = restaurantWhere((candidate) => candidate.priceLevel === 4)
    const tooMany = await bff('GET', `/dining/offers/${fine.id}?${query({ partySize: String(fine.maxPartySize + 1) })}`)
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors[0]).toMatchObject({ code: 'PARTY_TOO_LARGE', field: 'query.partySize' })
    const unknown = await bff('GET', `/dining/offers/paris-r999?${query()}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'params.restaurantId' })
    expect((await bff('GET', `/dining/offers/NOT_AN_ID?${query()}`)).status).toBe(400)
    expect((await bff('GET', `/dining/offers/${fine.id}?${query({ partySize: '25' })}`)).status).toBe(400)
  })
})

describe('POST /dining/checkout/quote', () => {
  it('offers a guest the card only and asks for a card to guarantee a free table', async () => {
    const free = restaurantWhere((candidate) => candidate.tableDepositPerPerson === 0)
    const answer = await quote({ restaurantId: free.id, optionId: 'table', date: friday, time: '19:30', partySize: 2 })
    expect(answer).toMatchObject({ paymentModes: [0], cardGuarantee: true, price: { dueNow: 0 }, tripProtection: { available: false } })
    expect(answer.points.reason).toMatch(/Sign in/)
    expect(answer.cancellationPolicy).toMatchObject({ hoursBefore: 4, chargedToCard: true })
  })

  it('offers a Platinum member points, split and plan at a rewards partner, and earns 3X', async () => {
    const partner = restaurantWhere((candidate) => candidate.pointsEligible && candidate.experiences.length > 0)
    const member = await quote({ restaurantId: partner.id, optionId: partner.experiences[0]?.id, date: friday, time: '19:30', partySize: 4 }, platinum)
    expect(member.price.dueNow).toBeGreaterThanOrEqual(10_000)
    expect(member.paymentModes).toEqual([0, 1, 2, 3])
    expect(member.points.forDueNow).toBe(Math.ceil((member.price.dueNow * 10) / 7))
    expect(member.earn).toEqual({ perCurrencyUnit: 3, pointsIfPaidByCard: pointsEarnedOn(member.price.dueNow, 3) })
    expect(member.tripProtection.premium.amount).toBe(Math.round((member.price.dueNow * 700) / 10_000))
  })

  it('refuses points at a restaurant that is not a rewards partner', async () => {
    const other = restaurantWhere((candidate) => !candidate.pointsEligible && (candidate.experiences.length > 0 || candidate.tableDepositPerPerson > 0))
    const optionId = other.experiences[0]?.id ?? 'table'
    const member = await quote({ restaurantId: other.id, optionId, date: friday, time: '19:30', partySize: 2 }, platinum)
    expect(member.paymentModes).not.toContain(1)
    expect(member.points.reason).toMatch(/does not take points/)
    expect(member.earn.perCurrencyUnit).toBe(1)
  })

  it.each([
    ['a day the restaurant is closed', 'closed', 'RESTAURANT_CLOSED', 'body.date'],
    ['a time between seatings', 'between', 'RESTAURANT_CLOSED', 'body.time'],
    ['an option the restaurant does not have', 'option', 'INVALID_CRITERIA', 'body.optionId'],
  ])('answers %s with 422 and the field', async (_name, kind, code, field) => {
    const closedOnMonday = restaurantWhere((candidate) => candidate.openingHours[0]?.open === null)
    const selection: DiningSelection =
      kind === 'closed'
        ? { restaurantId: closedOnMonday.id, date: '2027-03-15', time: '19:30', partySize: 2 }
        : kind === 'between'
          ? { restaurantId: closedOnMonday.id, date: friday, time: '19:15', partySize: 2 }
          : { restaurantId: closedOnMonday.id, optionId: 'space-picnic', date: friday, time: '19:30', partySize: 2 }
    const answer = await simulator('POST', '/dining/checkout/quote', selection)
    expect(answer.status).toBe(422)
    expect(answer.body.errors[0]).toMatchObject({ code, field })
  })
})

describe('POST /dining/book and the reservation', () => {
  const freeTable = () => {
    const restaurant = restaurantWhere((candidate) => candidate.tableDepositPerPerson === 0)
    return { restaurant, selection: { restaurantId: restaurant.id, optionId: 'table', date: friday, time: '19:30', partySize: 2 } satisfies DiningSelection }
  }

  it('takes the table deposit now, and refuses a passed time in bookErrors', async () => {
    const deposit = restaurantWhere((candidate) => candidate.tableDepositPerPerson > 0)
    const selection = { restaurantId: deposit.id, optionId: 'table', date: friday, time: '19:30', partySize: 2 }
    const { price } = await quote(selection)
    expect(price.dueNow).toBe(deposit.tableDepositPerPerson * 2)
    const past = await book(bookRequest({ ...selection, date: '2027-01-02' }, price.dueNow))
    expect(past.status).toBe(422)
    expect(past.body.bookErrors[0]).toMatchObject({ code: 'TIME_PASSED', field: 'body.date' })
  })

  it('sells a seating out when its covers are taken, and still fits a smaller party', async () => {
    const { restaurant, selection } = freeTable()
    const bookable = bookableCovers(restaurant, friday, '19:30')
    const party = restaurant.maxPartySize
    for (let taken = 0; taken + party <= bookable; taken += party) {
      expect((await book(bookRequest({ ...selection, partySize: party }, 0))).status).toBe(201)
    }
    const soldOut = await book(bookRequest({ ...selection, partySize: party }, 0))
    expect(soldOut.status).toBe(422)
    expect(soldOut.body.bookErrors[0]).toMatchObject({ code: 'SLOT_SOLD_OUT', field: 'body.time' })
    const offer = DiningOfferSchema.parse((await bff('GET', `/dining/offers/${restaurant.id}?date=${friday}&time=19:30&partySize=${party}`)).body)
    expect(offer.slots.find((slot) => slot.time === '19:30')).toMatchObject({ available: false, seatsLeft: bookable % party })
    if (bookable % party > 0) expect((await book(bookRequest({ ...selection, partySize: bookable % party }, 0))).status).toBe(201)
    const [row] = await seeded.db.select().from(simDiningSeatings).where(and(eq(simDiningSeatings.restaurantId, restaurant.id), eq(simDiningSeatings.time, '19:30')))
    expect(row?.booked).toBe(bookable)
  })

  it('keeps the occasion and requests of a set menu paid by points, and lists it by date and restaurant in My Trips', async () => {
    const partner = restaurantWhere((candidate) => candidate.pointsEligible && candidate.experiences.length > 0)
    const selection = { restaurantId: partner.id, optionId: partner.experiences[0]?.id ?? 'table', date: friday, time: '19:30', partySize: 2 }
    const checkout = await quote(selection, platinum)
    const before = await balanceOf(seeded.db, platinum)
    const booked = await book(bookRequest(selection, checkout.price.dueNow, { payment: { mode: 1, points: checkout.points.forDueNow } }), newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(await balanceOf(seeded.db, platinum)).toBe(before - checkout.points.forDueNow)
    const { reservationId } = booked.body

    const trips = ReservationListSchema.parse((await simulator('GET', '/customer/reservations?type=DINING', undefined, asMember(platinum))).body)
    expect(trips.items.find((trip) => trip.reservationId === reservationId)).toMatchObject({ type: 'DINING', startDate: friday, title: expect.stringContaining(partner.name) })

    const view = DiningReservationSchema.parse((await simulator('GET', `/reservations/dining/${reservationId}`, undefined, asMember(platinum))).body)
    expect(view).toMatchObject({ occasion: 'BIRTHDAY', specialRequests: 'One guest is allergic to nuts.', payment: { mode: 1, pointsUsed: checkout.points.forDueNow, cardCharged: 0, card: null }, earnedPoints: 0 })
  })

  it('keeps half a set menu for a late cancellation, and refuses once the seating has passed', async () => {
    // Monday 11 January at 19:30 is less than 48 hours after midnight on the 10th.
    const monday = '2027-01-11'
    const restaurant = restaurantWhere((candidate) => candidate.experiences.length > 0, monday)
    const selection = { restaurantId: restaurant.id, optionId: restaurant.experiences[0]?.id ?? 'table', date: monday, time: '19:30', partySize: 2 }
    const checkout = await quote(selection)
    const booked = await book(bookRequest(selection, checkout.price.dueNow))
    expect(booked.status).toBe(201)
    const { reservationId } = booked.body
    const email = `?email=${guest.email}`
    const late = CancellationQuoteSchema.parse((await bff('POST', `/reservations/dining/${reservationId}/cancel/quote`, { email: guest.email })).body)
    const half = Math.round(checkout.price.total / 2)
    expect(late).toMatchObject({ cancellable: true, freeCancellation: false, penalty: { amount: half }, refund: { amount: checkout.price.dueNow - half } })

    setTodayForTests('2027-01-12')
    try {
      const passed = CancellationQuoteSchema.parse((await bff('POST', `/reservations/dining/${reservationId}/cancel/quote`, { email: guest.email })).body)
      expect(passed).toMatchObject({ cancellable: false, reason: expect.stringMatching(/passed/) })
      const refused = await bff('POST', `/reservations/dining/${reservationId}/cancel`, { email: guest.email }, { 'idempotency-key': newKey() })
      expect(refused.status).toBe(422)
      expect(refused.body.cancelErrors[0].code).toBe('NOT_CANCELLABLE')
    } finally {
      setTodayForTests(today)
    }
    const cancelled = DiningReservationSchema.parse((await bff('POST', `/reservations/dining/${reservationId}/cancel`, { email: guest.email }, { 'idempotency-key': newKey() })).body)
    expect(cancelled.cancellation).toMatchObject({ penalty: { amount: half }, refund: { amount: checkout.price.dueNow - half } })
    expect((await bff('GET', `/reservations/dining/${reservationId}${email}`)).body.status).toBe('CANCELLED')
  })

  it('keeps the card of a free table as a guarantee, charging nothing, and shows only its mask to the guest', async () => {
    const { selection } = freeTable()
    const { reservationId } = (await bff('POST', '/dining/book', bookRequest(selection, 0), { 'idempotency-key': newKey() })).body
    const view = await bff('GET', `/reservations/dining/${reservationId}?email=${guest.email}`)
    expect(view.status).toBe(200)
    expect(DiningReservationSchema.parse(view.body).payment).toMatchObject({ mode: 0, cardCharged: 0, card: { network: 'VI' } })
    expect(JSON.stringify(view.body)).not.toContain('4111111111111111')
  })

  it('answers 400 for special requests over 500 characters', async () => {
    const { selection } = freeTable()
    const longRequest = await bff('POST', '/dining/book', bookRequest(selection, 0, { specialRequests: 'x'.repeat(501) }), { 'idempotency-key': newKey() })
    expect(longRequest.status).toBe(400)
  })
})
