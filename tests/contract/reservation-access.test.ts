// §R6 roles (anonymous and authenticated: a member's reservations for that member only), §R2
// reservation view and cancel routes of every line (hotel, dining, air, car, activity) and flight
// exchange, §R3.50 error object and wrappers, §R8 error catalogue (a refusal tells nothing more than a
// missing number; TOO_MANY_REQUESTS): who reaches a reservation through the BFF (HTTP API at /api/lxp,
// the pages' server functions with the signed guest cookie, and the calendar file), and the limits on
// lookups by number and email (docs/decisions/059-reservation-access.md). Members come from a stubbed
// session resolver (the relay's question is only "who"); the limits run on a test clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { reservationTypes, type ReservationType } from '@contracts/lxp/reservation-types'
import type { GuestGrant } from '@server/bff/guest-reservations.server'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import type * as Lookups from '@server/bff/reservation-lookups.server'
import { carCard, carDriver, carRental } from '../fixtures/car-booking'
import { openTestDatabase } from '../fixtures/database'
import { memberHeader } from '../fixtures/member-header-session'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))

// A request is "signed in" as the member named in the test-only header; everyone else is a guest.
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))

/** The lookup limits of the relay, on a clock the tests move. */
const limitsClock = vi.hoisted(() => ({ now: Date.parse('2027-01-10T12:00:00Z') }))
vi.mock('@server/bff/reservation-lookups.server', async (importOriginal) => {
  const original = await importOriginal<typeof Lookups>()
  return { ...original, withinReservationLookupLimits: original.createReservationLookupLimits(() => limitsClock.now) }
})

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { relayForPage } = await import('@server/bff/lxp-relay.server')
const { calendarResponse, calendarSignInMessage } = await import('@server/calendar/calendar.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')
const { lookupsPerClient, lookupsPerClientAndReservation } = await import('@server/bff/reservation-lookups.server')
const { bookingGrantSeconds, foundBookingGrantSeconds } = await import('@server/bff/guest-reservations.server')
const { setTodayForTests } = await import('@simulator/clock')
const { searchHotels } = await import('@simulator/hotel/hotel-search.server')
const { getHotelOffer } = await import('@simulator/hotel/hotel-offer.server')
const { diningCatalogue, seatingsOn } = await import('@simulator/dining/dining-inventory.server')
const { simRoomNights } = await import('@simulator/hotel/hotel.tables')
const { simCarDays } = await import('@simulator/car/car.tables')
const { simDiningSeatings } = await import('@simulator/dining/dining.tables')
const { simActivityDepartures } = await import('@simulator/activity/activity.tables')
const { simAirSeats } = await import('@simulator/air/air.tables')

const today = '2027-01-10'
const friday = '2027-03-12'
/** Member A booked; member B is another signed-in member. */
const gold = 'CC-100002'
const platinum = 'CC-100001'
const goldEmail = 'blake.gold@example.com'
const guestEmail = 'jordan.guest@example.com'
const card = carCard

type RouteName = 'view' | 'cancelQuote' | 'cancel'
type Answer = { status: number; body: unknown; headers: Headers }
/** Who calls: a member (or no one), from a client address. */
type Caller = { member?: string; client?: string }

let keyCounter = 0
const newKey = () => `access-test-key-${String(++keyCounter).padStart(6, '0')}`
let missingCounter = 0
/** A reservation number nobody booked. */
const missingNumber = () => `XR-MISSING${String(++missingCounter).padStart(4, '0')}`

const withClient = (request: Request, client = '198.51.100.1') => Object.assign(request, { ip: client })

async function api(method: string, path: string, { body, caller = {}, headers = {} }: { body?: unknown; caller?: Caller; headers?: Record<string, string> } = {}): Promise<Answer> {
  const request = new Request(`http://localhost/api/lxp${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(caller.member ? { [memberHeader]: caller.member } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleApiRequest(withClient(request, caller.client))
  return { status: response.status, body: await response.json(), headers: response.headers }
}

/** A browser calling the pages' server functions: its session (if any), address and guest cookie. */
function browser(caller: Caller = {}) {
  const booked = new Map<string, GuestGrant>()
  /** Every grant the cookie was (re-)issued with. */
  const issued: GuestGrant[] = []
  return {
    booked,
    issued,
    request: withClient(new Request('http://localhost/_serverFn/x', { method: 'POST', headers: caller.member ? { [memberHeader]: caller.member } : {} }), caller.client),
    guestGrantFor: (reservationId: string) => booked.get(reservationId),
    rememberGuestReservation: (grant: GuestGrant) => {
      booked.set(grant.reservationId, grant)
      issued.push(grant)
    },
  }
}

/** One reservation route of a line over HTTP, with the email in the query (view) or the body (the others). */
function reservationRoute(line: ReservationType, route: RouteName, reservationId: string, { email, caller, headers = {} }: { email?: string; caller?: Caller; headers?: Record<string, string> } = {}) {
  const path = `/reservations/${line}/${reservationId}`
  if (route === 'view') return api('GET', email === undefined ? path : `${path}?email=${encodeURIComponent(email)}`, { caller, headers })
  const body = email === undefined ? {} : { email }
  if (route === 'cancelQuote') return api('POST', `${path}/cancel/quote`, { body, caller, headers })
  return api('POST', `${path}/cancel`, { body, caller, headers: { ...headers, 'idempotency-key': newKey() } })
}

/** An answer as a caller could compare it with another: its status, and its body with the number asked for taken out. */
const seen = (answer: Answer, reservationId: string) => ({ status: answer.status, body: JSON.parse(JSON.stringify(answer.body).replaceAll(reservationId, '{reservationId}')) as unknown })
/** The same call on a reservation and on a missing number, as seen. */
type SeenTwice = [ReturnType<typeof seen>, ReturnType<typeof seen>]

// What each line books: a refundable (and, for flights, changeable) choice found once.
let hotelSelection: Record<string, unknown>
let flightOfferId: string
let carSelection: Record<string, unknown>
let diningSelection: Record<string, unknown>
let activitySelection: Record<string, unknown>

const traveler = (email: string) => ({ firstName: 'Jordan', lastName: 'Traveller', email, phone: '+1 202 555 0143' })
const paidByCard = { mode: 0, points: 0, card }

const lines: Record<ReservationType, { quote: () => Record<string, unknown>; book: (email: string, dueNow: number) => Record<string, unknown> }> = {
  hotel: {
    quote: () => hotelSelection,
    book: (email, dueNow) => ({ ...hotelSelection, traveler: traveler(email), payment: paidByCard, acceptTerms: true, expectedDueNow: dueNow }),
  },
  air: {
    quote: () => ({ offerId: flightOfferId, fareFamily: 'FLEX', passengers: { adults: 1 } }),
    book: (email, dueNow) => ({
      offerId: flightOfferId,
      fareFamily: 'FLEX',
      passengers: [{ type: 'ADULT', firstName: 'Jordan', lastName: 'Traveller', dateOfBirth: '1985-04-02', passport: { number: 'X12345678', country: 'US', expiresOn: '2036-05-01' } }],
      contact: { email, phone: '+1 202 555 0143' },
      payment: paidByCard,
      acceptTerms: true,
      expectedDueNow: dueNow,
    }),
  },
  car: {
    quote: () => carSelection,
    book: (email, dueNow) => ({ ...carSelection, traveler: { ...carDriver, email }, payment: paidByCard, acceptTerms: true, expectedDueNow: dueNow }),
  },
  dining: {
    quote: () => diningSelection,
    book: (email, dueNow) => ({ ...diningSelection, traveler: traveler(email), payment: paidByCard, acceptTerms: true, expectedDueNow: dueNow }),
  },
  activity: {
    quote: () => activitySelection,
    book: (email, dueNow) => ({ ...activitySelection, traveler: traveler(email), language: 'en', pickUpPoint: 'Hotel Lutetia, 45 Boulevard Raspail', payment: paidByCard, acceptTerms: true, expectedDueNow: dueNow }),
  },
}
const lineNames = Object.keys(lines) as ReservationType[]
const routeNames: RouteName[] = ['view', 'cancelQuote', 'cancel']

/** Books on the line through the HTTP API, as a member (caller.member) or a guest (with a partner's key in `headers`); answers the reservation number. */
async function bookOver(line: ReservationType, email: string, caller: Caller = {}, headers: Record<string, string> = {}) {
  const quoted = await api('POST', `/${line}/checkout/quote`, { body: lines[line].quote(), caller, headers })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const dueNow = (quoted.body as { price: { dueNow: number } }).price.dueNow
  const booked = await api('POST', `/${line}/book`, { body: lines[line].book(email, dueNow), caller, headers: { ...headers, 'idempotency-key': newKey() } })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  return (booked.body as { reservationId: string }).reservationId
}

/** Books on the line as a guest through the pages' server functions, so the browser's guest cookie remembers it. */
async function bookInBrowser(line: ReservationType, guestBrowser: ReturnType<typeof browser>) {
  const quoted = await api('POST', `/${line}/checkout/quote`, { body: lines[line].quote() })
  const dueNow = (quoted.body as { price: { dueNow: number } }).price.dueNow
  const booked = await relayForPage(lxpContract[line].book, { body: lines[line].book(guestEmail, dueNow), headers: { 'idempotency-key': newKey() } }, guestBrowser)
  if (!booked.ok) throw new Error(JSON.stringify(booked.errors))
  expect(guestBrowser.booked.get(booked.value.reservationId)?.email).toBe(guestEmail)
  return booked.value.reservationId
}

/** Moves the limits' clock past both windows: each test starts with every budget whole. */
const passTheLimitWindows = () => {
  limitsClock.now += Math.max(lookupsPerClient.window, lookupsPerClientAndReservation.window) * 1000
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  setTodayForTests(today)

  const stay = { checkIn: friday, checkOut: '2027-03-15', rooms: 1, adults: 2 }
  const hotels = await searchHotels(handle.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], pageSize: 50 }, today)
  for (const item of hotels.items) {
    const offer = await getHotelOffer(handle.db, item.id, stay, today)
    const room = offer.rooms.find((candidate) => candidate.rates.some((rate) => rate.refundable && rate.payment === 'PAY_NOW' && rate.freeCancellationUntil))
    const rate = room?.rates.find((candidate) => candidate.refundable && candidate.payment === 'PAY_NOW' && candidate.freeCancellationUntil)
    if (room && rate) {
      hotelSelection = { hotelId: offer.id, roomTypeId: room.id, rateId: rate.id, ...stay }
      break
    }
  }
  expect(hotelSelection).toBeDefined()

  const flights = await api('POST', '/air/search', { body: { origin: 'New York', destination: 'London', departDate: friday, filters: { stops: [0] } } })
  flightOfferId = (flights.body as { items: { offerId: string }[] }).items[0]!.offerId

  const cars = await api('POST', '/car/search', { body: { pickUpLocation: 'Paris', ...carRental, filters: { classes: ['COMPACT', 'MIDSIZE'] }, sort: 'price-asc' } })
  const car = (cars.body as { items: { offerId: string; freeCancellation: boolean; carsLeft: number }[] }).items.find((offer) => offer.freeCancellation && offer.carsLeft >= 2)
  carSelection = { ...carRental, offerId: car!.offerId, extras: [] }

  const restaurant = (await diningCatalogue(handle.db)).byDestination.get('paris')?.find((candidate) => candidate.tableDepositPerPerson === 0 && seatingsOn(candidate, friday).includes('19:30'))
  diningSelection = { restaurantId: restaurant!.id, optionId: 'table', date: friday, time: '19:30', partySize: 2 }

  const tours = await api('POST', '/activity/search', { body: { kind: 'tour', destination: 'Paris', startDate: '2027-03-10', endDate: '2027-03-16', travelers: 2, pageSize: 50 } })
  const walk = (tours.body as { items: { activityId: string; next: { optionId: string; date: string; time: string } | null }[] }).items.find((offer) => offer.activityId === 'paris-tour-highlights-walk')
  activitySelection = { activityId: walk!.activityId, optionId: walk!.next!.optionId, date: walk!.next!.date, time: walk!.next!.time, travelers: 2 }
})
beforeEach(async () => {
  passTheLimitWindows()
  // Every test starts with the inventory free (rooms, cars, tables, seats and departures sell out).
  for (const table of [simRoomNights, simCarDays, simDiningSeatings, simActivityDepartures, simAirSeats]) await handle.db.delete(table)
})
afterAll(async () => {
  setTodayForTests(undefined)
  await handle.close()
})

describe.each(lineNames)("a member's %s reservation", (line) => {
  it.each(routeNames)('%s answers only to the member who booked it; anyone else is answered as for a number that does not exist', async (route) => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const missing = missingNumber()
    const anonymous = { client: '203.0.113.10' }
    const otherMember = { member: platinum, client: '203.0.113.20' }
    const both = async (options: { email?: string; caller?: Caller }): Promise<SeenTwice> => [seen(await reservationRoute(line, route, reservationId, options), reservationId), seen(await reservationRoute(line, route, missing, options), missing)]

    const [anonymousWithEmail, anonymousWithEmailOnMissing] = await both({ email: goldEmail, caller: anonymous })
    expect(anonymousWithEmail.status).toBe(404)
    expect(anonymousWithEmail).toEqual(anonymousWithEmailOnMissing)

    const [otherMemberAnswer, otherMemberOnMissing] = await both({ caller: otherMember })
    expect(otherMemberAnswer.status).toBe(404)
    expect(otherMemberAnswer).toEqual(otherMemberOnMissing)

    const [otherMemberWithEmail, otherMemberWithEmailOnMissing] = await both({ email: goldEmail, caller: otherMember })
    expect(otherMemberWithEmail.status).toBe(404)
    expect(otherMemberWithEmail).toEqual(otherMemberWithEmailOnMissing)

    // Without a session or an email there is no one to look for: the same 401 for every number.
    const [nobody, nobodyOnMissing] = await both({ caller: anonymous })
    expect(nobody.status).toBe(401)
    expect(nobody).toEqual(nobodyOnMissing)

    const mine = await reservationRoute(line, route, reservationId, { caller: { member: gold, client: '203.0.113.30' } })
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body).toMatchObject({ reservationId, ...(route === 'cancel' ? { status: 'CANCELLED' } : {}) })
  })
})

describe.each(lineNames)('a replayed %s cancellation', (line) => {
  it('answers only to who may reach the reservation: the idempotency key opens nothing', async () => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const key = newKey()
    const cancel = (caller: Caller, body: object = {}) => api('POST', `/reservations/${line}/${reservationId}/cancel`, { body, caller, headers: { 'idempotency-key': key } })
    expect((await cancel({ member: gold })).status).toBe(200)
    const replay = await cancel({ member: gold })
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true'])
    const missing = missingNumber()
    const onMissing = seen(await api('POST', `/reservations/${line}/${missing}/cancel`, { body: {}, caller: { member: platinum }, headers: { 'idempotency-key': key } }), missing)
    expect(seen(await cancel({ member: platinum }), reservationId)).toEqual(onMissing)
    expect((await cancel({ client: '203.0.113.80' }, { email: goldEmail })).status).toBe(404)
  })
})

describe.each(lineNames)("a guest's %s reservation", (line) => {
  it.each(routeNames)('%s answers to the email it was booked with; a wrong email, an email on a member booking and a missing number answer the identical 404', async (route) => {
    const guestBooking = await bookOver(line, guestEmail)
    const memberBooking = await bookOver(line, goldEmail, { member: gold })
    const missing = missingNumber()
    const caller = { client: '203.0.113.40' }

    const wrongEmail = seen(await reservationRoute(line, route, guestBooking, { email: 'someone.else@example.com', caller }), guestBooking)
    const emailOnMemberBooking = seen(await reservationRoute(line, route, memberBooking, { email: goldEmail, caller }), memberBooking)
    const emailOnMissing = seen(await reservationRoute(line, route, missing, { email: guestEmail, caller }), missing)
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'params.reservationId' }] })
    expect(emailOnMemberBooking).toEqual(wrongEmail)
    expect(emailOnMissing).toEqual(wrongEmail)

    // The email reaches the guest's booking, whoever is signed in, in any letter case.
    const asBookedWith = await reservationRoute(line, route, guestBooking, { email: ` ${guestEmail.toUpperCase()} `, caller })
    expect(asBookedWith.status, JSON.stringify(asBookedWith.body)).toBe(200)
    expect(asBookedWith.body).toMatchObject({ reservationId: guestBooking })
    if (route !== 'cancel') expect((await reservationRoute(line, route, guestBooking, { email: guestEmail, caller: { member: platinum, client: '203.0.113.41' } })).status).toBe(200)
  })

  it("is seen by the browser that booked it through its signed cookie, never counted against the limits, and by no other browser", async () => {
    const guestBrowser = browser({ client: '203.0.113.50' })
    const reservationId = await bookInBrowser(line, guestBrowser)
    const view = lxpContract[line].reservations.view
    // A stranger behind the same address guesses emails for the number until that address is refused (issue 35).
    for (let index = 0; index <= lookupsPerClientAndReservation.max; index += 1) await reservationRoute(line, 'view', reservationId, { email: `guess${index}@example.com`, caller: { client: '203.0.113.50' } })
    expect((await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: { client: '203.0.113.50' } })).status).toBe(429)
    for (let index = 0; index < lookupsPerClient.max + lookupsPerClientAndReservation.max; index += 1) {
      expect(await relayForPage(view, { params: { reservationId } }, guestBrowser)).toMatchObject({ ok: true, value: { reservationId } })
    }
    expect(await relayForPage(lxpContract[line].reservations.cancelQuote, { params: { reservationId } }, guestBrowser)).toMatchObject({ ok: true })
    expect(await relayForPage(view, { params: { reservationId } }, browser({ client: '203.0.113.51' }))).toMatchObject({ ok: false, status: 401 })
    expect(await relayForPage(view, { params: { reservationId } }, browser({ member: platinum, client: '203.0.113.52' }))).toMatchObject({ ok: false, status: 404, errors: [{ code: 'NOT_FOUND' }] })
    const cancelled = await relayForPage(lxpContract[line].reservations.cancel, { params: { reservationId }, headers: { 'idempotency-key': newKey() } }, guestBrowser)
    expect(cancelled).toMatchObject({ ok: true, value: { reservationId, status: 'CANCELLED' } })
  })
})

describe("a guest's grant (issue 35: it always expires, whatever re-issues the cookie)", () => {
  const longerStay = () => ({ checkIn: hotelSelection.checkIn, checkOut: '2027-03-16', adults: 2 })

  /** Changes the stay to one more night, paying the difference by card. */
  async function changeStay(reservationId: string, guestBrowser: ReturnType<typeof browser>, access: { email?: string } = {}) {
    const quoted = await relayForPage(lxpContract.hotel.stayChangeQuote, { params: { reservationId }, body: { ...longerStay(), ...access } }, guestBrowser)
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.errors))
    const body = { ...longerStay(), ...access, expectedAmountDue: quoted.value.amountDue, payment: paidByCard, acceptTerms: true as const }
    return relayForPage(lxpContract.hotel.stayChange, { params: { reservationId }, body, headers: { 'idempotency-key': newKey() } }, guestBrowser)
  }

  it('a booking found for an hour keeps that hour through a stay change and a cancellation', async () => {
    const reservationId = await bookOver('hotel', guestEmail)
    const finder = browser({ client: '203.0.113.60' })
    const before = Date.now()
    expect(await relayForPage(lxpContract.reservations.find, { body: { number: reservationId, email: guestEmail } }, finder)).toMatchObject({ ok: true })
    const grant = finder.booked.get(reservationId)
    expect(grant?.until).toBeGreaterThanOrEqual(before + foundBookingGrantSeconds * 1000)
    expect(grant?.until).toBeLessThanOrEqual(Date.now() + foundBookingGrantSeconds * 1000)

    expect(await changeStay(reservationId, finder)).toMatchObject({ ok: true, value: { reservationId } })
    const cancelled = await relayForPage(lxpContract.hotel.reservations.cancel, { params: { reservationId }, headers: { 'idempotency-key': newKey() } }, finder)
    expect(cancelled).toMatchObject({ ok: true, value: { status: 'CANCELLED' } })
    // The change's quote and booking and the cancellation re-issued the cookie, with the hour the lookup gave and not a moment more.
    expect(finder.issued).toEqual([grant, grant, grant, grant])
  })

  it('a stay change made with a typed email grants the browser nothing', async () => {
    const reservationId = await bookOver('hotel', guestEmail)
    const stranger = browser({ client: '203.0.113.61' })
    expect(await changeStay(reservationId, stranger, { email: guestEmail })).toMatchObject({ ok: true })
    expect(stranger.issued).toEqual([])
  })

  it('a booking made in the browser is granted for a week', async () => {
    const guestBrowser = browser({ client: '203.0.113.62' })
    const before = Date.now()
    const reservationId = await bookInBrowser('hotel', guestBrowser)
    expect(guestBrowser.booked.get(reservationId)?.until).toBeGreaterThanOrEqual(before + bookingGrantSeconds * 1000)
    expect(guestBrowser.booked.get(reservationId)?.until).toBeLessThanOrEqual(Date.now() + bookingGrantSeconds * 1000)
  })
})

describe('flight exchange (search, quote, confirm)', () => {
  const newDate = '2027-03-20'
  type ExchangeRoute = 'exchangeSearch' | 'exchangeQuote' | 'exchangeBook'

  /** The exchange route's call: its body for the member's own search and quote, with the email when given. */
  async function exchange(route: ExchangeRoute, reservationId: string, { email, caller }: { email?: string; caller: Caller }, offer?: { offerId: string; amountDue: number }) {
    const access = email === undefined ? {} : { email }
    if (route === 'exchangeSearch') return api('POST', `/air/exchange/${reservationId}/search`, { body: { departDate: newDate, ...access }, caller })
    if (route === 'exchangeQuote') return api('POST', `/air/exchange/${reservationId}/quote`, { body: { offerId: offer?.offerId ?? flightOfferId, ...access }, caller })
    return api('POST', `/air/exchange/${reservationId}/book`, { body: { offerId: offer?.offerId ?? flightOfferId, expectedAmountDue: offer?.amountDue ?? 0, payment: { mode: 0, points: 0, card }, acceptTerms: true, ...access }, caller, headers: { 'idempotency-key': newKey() } })
  }

  /** The new flights and their price, as the one who may exchange sees them. */
  async function newFlights(reservationId: string, caller: Caller, email?: string) {
    const found = await exchange('exchangeSearch', reservationId, { caller, email })
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    const offerId = (found.body as { items: { offerId: string }[] }).items[0]!.offerId
    const quoted = await exchange('exchangeQuote', reservationId, { caller, email }, { offerId, amountDue: 0 })
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    return { offerId, amountDue: (quoted.body as { amountDue: number }).amountDue }
  }

  it.each<ExchangeRoute>(['exchangeSearch', 'exchangeQuote', 'exchangeBook'])("%s of a member's flights answers only to that member", async (route) => {
    const reservationId = await bookOver('air', goldEmail, { member: gold })
    const missing = missingNumber()
    const memberA = { member: gold, client: '203.0.113.60' }
    const offer = await newFlights(reservationId, memberA)
    const both = async (options: { email?: string; caller: Caller }): Promise<SeenTwice> => [seen(await exchange(route, reservationId, options, offer), reservationId), seen(await exchange(route, missing, options, offer), missing)]

    for (const options of [{ email: goldEmail, caller: { client: '203.0.113.61' } }, { caller: { member: platinum, client: '203.0.113.62' } }, { email: goldEmail, caller: { member: platinum, client: '203.0.113.62' } }]) {
      const [answer, onMissing] = await both(options)
      expect(answer.status, JSON.stringify(options)).toBe(404)
      expect(answer).toEqual(onMissing)
      expect(answer.body).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'params.reservationId' }] })
    }
    const mine = await exchange(route, reservationId, { caller: memberA }, offer)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
  })

  it.each<ExchangeRoute>(['exchangeSearch', 'exchangeQuote', 'exchangeBook'])("%s of a guest's flights answers to the email, and a wrong email as a missing number", async (route) => {
    const reservationId = await bookOver('air', guestEmail)
    const missing = missingNumber()
    const caller = { client: '203.0.113.70' }
    const offer = await newFlights(reservationId, caller, guestEmail)
    const wrongEmail = seen(await exchange(route, reservationId, { email: 'someone.else@example.com', caller }, offer), reservationId)
    expect(wrongEmail.status).toBe(404)
    expect(seen(await exchange(route, missing, { email: guestEmail, caller }, offer), missing)).toEqual(wrongEmail)
    expect((await exchange(route, reservationId, { email: guestEmail, caller }, offer)).status).toBe(200)
  })
})

describe.each(reservationTypes)('the %s calendar file (GET /api/calendar/{type}/{id})', (line) => {
  const calendar = (reservationId: string, context: ReturnType<typeof browser>, query = '') => calendarResponse(new Request(`http://localhost/api/calendar/${line}/${reservationId}${query}`), line, reservationId, context)
  const seenCalendar = async (response: Response, reservationId: string) => seen({ status: response.status, body: await response.json(), headers: response.headers }, reservationId)

  it("of a member's reservation is only for that member", async () => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const missing = missingNumber()
    const mine = await calendar(reservationId, browser({ member: gold }))
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(await mine.text()).toContain('BEGIN:VCALENDAR')

    const otherMember = browser({ member: platinum })
    const otherMembers = await seenCalendar(await calendar(reservationId, otherMember), reservationId)
    expect(otherMembers.status).toBe(404)
    expect(otherMembers).toEqual(await seenCalendar(await calendar(missing, otherMember), missing))
    // The calendar takes a session, a token or the guest cookie, never an email: one in the address is refused, naming it.
    const withEmail = await calendar(reservationId, browser(), `?email=${goldEmail}`)
    expect(withEmail.status).toBe(400)
    expect(ApiErrorsSchema.parse(await withEmail.json()).errors).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'query.email' })])
    // No one at all: 401 with its challenge, asking for no email, the same for a reservation and a missing number.
    const noOne = await calendar(reservationId, browser())
    expect(noOne.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API"')
    const anonymous = await seenCalendar(noOne, reservationId)
    expect(anonymous).toEqual({ status: 401, body: { errors: [{ code: 'CUSTOMER_REQUIRED', category: 'SECURITY', message: calendarSignInMessage }] } })
    expect(anonymous).toEqual(await seenCalendar(await calendar(missing, browser()), missing))
  })

  it("of a guest's reservation is for the browser that booked it", async () => {
    const guestBrowser = browser()
    const reservationId = await bookInBrowser(line, guestBrowser)
    expect((await calendar(reservationId, guestBrowser)).status).toBe(200)
    expect((await calendar(reservationId, browser(), `?email=${guestEmail}`)).status).toBe(400)
    expect((await calendar(reservationId, browser())).status).toBe(401)
    expect((await calendar(reservationId, browser({ member: platinum }))).status).toBe(404)
  })

  it('publishes the event while booked and cancels it (same UID) once the reservation is cancelled', async () => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const before = await (await calendar(reservationId, browser({ member: gold }))).text()
    expect(before).toContain('METHOD:PUBLISH')
    const cancelled = await reservationRoute(line, 'cancel', reservationId, { caller: { member: gold, client: '203.0.113.31' } })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const after = await (await calendar(reservationId, browser({ member: gold }))).text()
    expect(after).toContain('METHOD:CANCEL')
    expect(after).toContain(`UID:${reservationId}`)
    expect(after).toContain('STATUS:CANCELLED')
  })
})

describe('lookup limits (429 with Retry-After)', () => {
  const expectLimited = (answer: Answer, window: number) => {
    expect(answer.status).toBe(429)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many reservation lookups\. Please wait \d+ seconds and try again\.$/) })
    const retryAfter = Number(answer.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(window)
  }

  it.each(routeNames)('%s: a client may name emails 10 times a minute; the next lookup, even with the right email, answers 429 until the minute has passed', async (route) => {
    const reservationId = await bookOver('hotel', guestEmail)
    const caller = { client: '192.0.2.10' }
    for (let index = 0; index < lookupsPerClient.max; index += 1) expect((await reservationRoute('hotel', route, missingNumber(), { email: guestEmail, caller })).status).toBe(404)
    expectLimited(await reservationRoute('hotel', route, reservationId, { email: guestEmail, caller }), lookupsPerClient.window)
    limitsClock.now += lookupsPerClient.window * 1000
    expect((await reservationRoute('hotel', route, reservationId, { email: guestEmail, caller })).status).toBe(200)
  })

  it.each(lineNames)("%s: one client may name 5 emails for a reservation number in 10 minutes; the owner at another address is never held back (issue 35)", async (line) => {
    const reservationId = await bookOver(line, guestEmail)
    const guesser = { client: '192.0.2.20' }
    for (let index = 0; index < lookupsPerClientAndReservation.max; index += 1) {
      expect((await reservationRoute(line, 'view', reservationId, { email: `guess${index}@example.com`, caller: guesser })).status).toBe(404)
    }
    // The right email from the guesser is refused like a wrong one; the owner elsewhere is answered.
    expectLimited(await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: guesser }), lookupsPerClientAndReservation.window)
    expect((await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.99' } })).status).toBe(200)
    limitsClock.now += lookupsPerClientAndReservation.window * 1000
    expect((await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: guesser })).status).toBe(200)
  })

  it("counts a member's lookups that find nothing, and never those of the member's own bookings", async () => {
    const reservationId = await bookOver('car', goldEmail, { member: gold })
    const sharedAddress = '192.0.2.40'
    for (let index = 0; index < 3 * lookupsPerClient.max; index += 1) expect((await reservationRoute('car', 'view', reservationId, { caller: { member: gold, client: sharedAddress } })).status).toBe(200)
    for (let index = 0; index < lookupsPerClient.max; index += 1) expect((await reservationRoute('car', 'view', missingNumber(), { caller: { member: platinum, client: sharedAddress } })).status).toBe(404)
    expectLimited(await reservationRoute('car', 'view', reservationId, { caller: { member: platinum, client: sharedAddress } }), lookupsPerClient.window)
    expect((await reservationRoute('car', 'view', reservationId, { caller: { member: gold, client: sharedAddress } })).status).toBe(200)
  })

  it('limits the pages’ server functions and the calendar file by the same count', async () => {
    const prober = browser({ member: platinum, client: '192.0.2.50' })
    for (let index = 0; index < lookupsPerClient.max; index += 1) expect(await relayForPage(lxpContract.dining.reservations.view, { params: { reservationId: missingNumber() } }, prober)).toMatchObject({ ok: false, status: 404 })
    const limited = await relayForPage(lxpContract.dining.reservations.cancelQuote, { params: { reservationId: missingNumber() } }, prober)
    expect(limited).toMatchObject({ ok: false, status: 429, errors: [{ code: 'TOO_MANY_REQUESTS' }], retryAfterSeconds: expect.any(Number) })
    const missing = missingNumber()
    const calendarFile = await calendarResponse(new Request(`http://localhost/api/calendar/dining/${missing}`), 'dining', missing, prober)
    expectLimited({ status: calendarFile.status, body: await calendarFile.json(), headers: calendarFile.headers }, lookupsPerClient.window)
  })
})

describe("a partner's API key (issue 41, decision 150)", () => {
  const expectLimited = (answer: Answer) => {
    expect(answer.status).toBe(429)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]?.code).toBe('TOO_MANY_REQUESTS')
  }
  /** A partner's key, made as the operator makes one. */
  const partnerKey = async (name: string) => ({ 'x-api-key': (await createApiCredential(handle.db, { kind: 'partner-key', name })).secret })

  it.each(lineNames)("%s: reaches the guest bookings made with it; another partner's key, with the number and email, is answered as for a number that does not exist, and changes nothing", async (line) => {
    const [partnerA, partnerB] = [await partnerKey(`Partner A ${line}`), await partnerKey(`Partner B ${line}`)]
    const reservationId = await bookOver(line, guestEmail, { client: '203.0.113.60' }, partnerA)
    const missing = missingNumber()
    const caller = { client: '203.0.113.61' }
    for (const route of routeNames) {
      const asOtherPartner = seen(await reservationRoute(line, route, reservationId, { email: guestEmail, caller, headers: partnerB }), reservationId)
      const missingAsOtherPartner = seen(await reservationRoute(line, route, missing, { email: guestEmail, caller, headers: partnerB }), missing)
      expect(asOtherPartner.status, route).toBe(404)
      expect(asOtherPartner, route).toEqual(missingAsOtherPartner)
    }
    const found = await api('POST', '/reservations/find', { body: { number: reservationId, email: guestEmail }, caller, headers: partnerB })
    const foundMissing = await api('POST', '/reservations/find', { body: { number: missing, email: guestEmail }, caller, headers: partnerB })
    expect(found.status).toBe(404)
    expect(found.body).toEqual(foundMissing.body)
    // Partner A, and the traveller with the email (on the site's "Find my booking" too), still reach it: B's cancel changed nothing.
    expect(await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller, headers: partnerA })).toMatchObject({ status: 200, body: { reservationId, status: 'CONFIRMED' } })
    expect((await api('POST', '/reservations/find', { body: { number: reservationId, email: guestEmail }, caller, headers: partnerA })).body).toMatchObject({ reservationId })
    expect(await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: { client: '203.0.113.62' } })).toMatchObject({ status: 200, body: { reservationId } })
    expect(await relayForPage(lxpContract.reservations.find, { body: { number: reservationId, email: guestEmail } }, browser({ client: '203.0.113.63' }))).toMatchObject({ ok: true, value: { reservationId } })
  })

  it('counts its misses as its own, wherever it calls from, and never its reads of its own bookings', async () => {
    const [partnerA, partnerB] = [await partnerKey('Partner A limits'), await partnerKey('Partner B limits')]
    const reservationId = await bookOver('hotel', guestEmail, {}, partnerA)
    const sharedAddress = '192.0.2.70'
    for (let index = 0; index < 2 * lookupsPerClient.max; index += 1) {
      expect((await reservationRoute('hotel', 'view', reservationId, { email: guestEmail, caller: { client: sharedAddress }, headers: partnerA })).status).toBe(200)
    }
    for (let index = 0; index < lookupsPerClient.max; index += 1) {
      expect((await reservationRoute('hotel', 'view', missingNumber(), { email: guestEmail, caller: { client: index % 2 ? sharedAddress : '192.0.2.71' }, headers: partnerA })).status).toBe(404)
    }
    // The key has used its misses, from both addresses: refused from a third; its own booking stays its own.
    expectLimited(await reservationRoute('hotel', 'view', missingNumber(), { email: guestEmail, caller: { client: '192.0.2.72' }, headers: partnerA }))
    expect((await reservationRoute('hotel', 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.72' }, headers: partnerA })).status).toBe(200)
    // Another key and a caller without one at the shared address still have theirs.
    expect((await reservationRoute('hotel', 'view', missingNumber(), { email: guestEmail, caller: { client: sharedAddress }, headers: partnerB })).status).toBe(404)
    expect((await reservationRoute('hotel', 'view', reservationId, { email: guestEmail, caller: { client: sharedAddress } })).status).toBe(200)
  })

  it("limits a key's misses on one reservation number with an email to 5 in 10 minutes, as an address's, wherever it calls from (issue 41)", async () => {
    const [partnerA, partnerB] = [await partnerKey('Partner A emails'), await partnerKey('Partner B emails')]
    const reservationId = await bookOver('activity', guestEmail, {}, partnerA)
    for (let index = 0; index < lookupsPerClientAndReservation.max; index += 1) {
      const email = index % 2 ? guestEmail : `guess${index}@example.com`
      expect((await reservationRoute('activity', 'view', reservationId, { email, caller: { client: `192.0.2.8${index}` }, headers: partnerB })).status).toBe(404)
    }
    const limited = await reservationRoute('activity', 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.89' }, headers: partnerB })
    expectLimited(limited)
    expect(limited.headers.get('ratelimit-policy')).toContain('"reservation-lookup-per-client-and-reservation";q=5;w=600')
    // Partner A's reads of its own booking are never counted, and another number is still B's to try.
    for (let index = 0; index < 2 * lookupsPerClientAndReservation.max; index += 1) {
      expect((await reservationRoute('activity', 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.90' }, headers: partnerA })).status).toBe(200)
    }
    expect((await reservationRoute('activity', 'view', missingNumber(), { email: guestEmail, caller: { client: '192.0.2.89' }, headers: partnerB })).status).toBe(404)
  })
})
