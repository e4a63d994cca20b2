// §D7.10 "Scale-out" as an operator tries it (docs/decisions/062-many-instances.md): two production
// instances on one fresh PostgreSQL database behind nginx (scripts/cluster/cluster.ts), clients on
// their own loopback addresses (127.0.0.2, 127.0.0.3, …) so nginx's X-Forwarded-For tells them apart.
// Needs the build, nginx and TEST_DATABASE_URL: `npm run test:cluster` (a step of .ci/run).
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { toJSON } from 'seroval'
import { beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from '../../scripts/cluster/cluster'
import { demoPassword } from '@server/auth/provider/demo-members'
import { upstreamIdempotencyKey } from '@server/bff/idempotency-callers.server'
import { carCard } from '../fixtures/car-booking'
import { createTestDatabase } from '../fixtures/database'
import { serverFunctionId } from '../fixtures/production-server'

if (!process.env.TEST_DATABASE_URL) throw new Error('The cluster tests need a PostgreSQL server: set TEST_DATABASE_URL (see .ci/run).')

const port = Number(process.env.CLUSTER_TEST_PORT ?? 3540)
let cluster: Cluster
let database: pg.Pool

beforeAll(async () => {
  const created = (await createTestDatabase())!
  database = new pg.Pool({ connectionString: created.url, max: 2 })
  // Dropping the database at the end ends its connections; the pool must not take that as a crash.
  database.on('error', () => undefined)
  // With TEST_REDIS_URL the instances keep their rate-limit counters in Redis instead of PostgreSQL.
  cluster = await startCluster({ instances: 2, port, databaseUrl: created.url, redisUrl: process.env.TEST_REDIS_URL, authSecret: randomBytes(32).toString('base64url'), env: { LOG_LEVEL: 'info' } })
  return async () => {
    await cluster?.stop()
    await database.end()
    await created.drop()
  }
}, 180_000)

type Answer = {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, each checked by its test's assertions
  json: () => any
}

/** One HTTP request from a given local address (nginx sees it as the client), with a cookie jar. */
function call(
  url: string,
  { method = 'GET', headers = {}, body, from = '127.0.0.1', jar, sent }: { method?: string; headers?: Record<string, string>; body?: string; from?: string; jar?: Map<string, string>; sent?: () => void } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const cookie = jar && [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const request = http.request(url, { method, localAddress: from, headers: { ...(cookie ? { cookie } : {}), ...headers }, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';')
          const [name, ...value] = pair!.split('=')
          if (!jar) continue
          if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value.join('=') === '') jar.delete(name!.trim())
          else jar.set(name!.trim(), value.join('='))
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) })
      })
    })
    request.on('error', reject)
    if (sent) request.on('finish', sent)
    request.end(body)
  })
}

const wrongSignIn = (base: string, from: string, headers: Record<string, string> = {}) =>
  call(`${base}/api/auth/sign-in/member-credentials`, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, ...headers },
    body: JSON.stringify({ username: 'gold', password: 'wrong-password' }),
  })
const requestsLogged = (index: number, path: string) => cluster.instances[index]!.output().split('\n').filter((line) => line.includes(`"path":"${path}"`)).length

describe('health probes', () => {
  it('answer on every instance and through nginx: live, and ready with the database migrated and the simulator embedded', async () => {
    for (const base of [cluster.url, ...cluster.instances.map((instance) => instance.url)]) {
      const live = await call(`${base}/healthz`)
      expect([live.status, live.json(), live.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store'])
      const ready = await call(`${base}/readyz`)
      expect([ready.status, ready.json()]).toEqual([200, { status: 'ready', checks: { database: 'ok', migrations: 'ok', upstream: 'embedded', rateLimits: 'ok' } }])
    }
  })
})

describe('sign-in limits behind nginx', () => {
  it('(1) are global: 3 wrong attempts per 10 s per client across both instances, then 429 from either', async () => {
    const path = '/api/auth/sign-in/member-credentials'
    const before = [requestsLogged(0, path), requestsLogged(1, path)]
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await wrongSignIn(cluster.url, '127.0.0.4')).status)
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429])
    // nginx spread them: both instances answered some.
    expect(requestsLogged(0, path)).toBeGreaterThan(before[0]!)
    expect(requestsLogged(1, path)).toBeGreaterThan(before[1]!)
  })

  it('(6) are per traveller: two clients behind nginx count apart, and a forged X-Forwarded-For changes nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongSignIn(cluster.url, '127.0.0.2')).status).toBe(401)
    expect((await wrongSignIn(cluster.url, '127.0.0.2')).status).toBe(429)
    // The traveller at 127.0.0.2 pretends to be someone else: nginx replaces the header with the address it sees.
    expect((await wrongSignIn(cluster.url, '127.0.0.2', { 'x-forwarded-for': '203.0.113.50' })).status).toBe(429)
    // Straight to an instance, a header from a client that is not a trusted proxy is ignored too.
    expect((await wrongSignIn(cluster.instances[1]!.url, '127.0.0.2', { 'x-forwarded-for': '203.0.113.51' })).status).toBe(429)
    // Another traveller is not affected.
    expect((await wrongSignIn(cluster.url, '127.0.0.3')).status).toBe(401)
    // The instances logged the client's address, not nginx's (the log line may follow the answer by a moment).
    const logged = () => cluster.instances.map((instance) => instance.output()).join('\n')
    await expect.poll(logged, { timeout: 2_000 }).toContain('"clientAddress":"127.0.0.3"')
    expect(logged()).not.toContain('"clientAddress":"203.0.113.')
  })
})

describe('a flag change', () => {
  /** Opens an instance's flag stream; answers the flags named by events heard so far, and how to close it. */
  function listen(base: string) {
    const heard: string[] = []
    let opened: () => void
    const open = new Promise<void>((resolve) => (opened = resolve))
    const request = http.get(`${base}/api/flags/stream`, { agent: false }, (response) => {
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        opened()
        for (const data of chunk.matchAll(/^data: (.+)$/gm)) heard.push(...(JSON.parse(data[1]!) as { flags: string[] }).flags)
      })
    })
    request.on('error', () => undefined)
    return { heard, open, close: () => request.destroy() }
  }

  it('(3) made on one instance reaches the pages open on the other within 2 s', async () => {
    // Pages render, so each instance has read its flags; then a page is open on each.
    for (const instance of cluster.instances) expect((await call(`${instance.url}/`)).status).toBe(200)
    const streams = cluster.instances.map((instance) => listen(instance.url))
    await Promise.all(streams.map((stream) => stream.open))
    try {
      // The change as instance 1's flag store writes it (the /dev/flags page is absent in production).
      const started = Date.now()
      await database.query(`UPDATE feature_flags SET enabled = NOT enabled, updated_at = now() WHERE key = 'uber-marketing-banner'`)
      while (streams.some((stream) => !stream.heard.includes('uber-marketing-banner')) && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(streams.map((stream) => stream.heard)).toEqual([['uber-marketing-banner'], ['uber-marketing-banner']])
    } finally {
      for (const stream of streams) stream.close()
    }
  })
})

describe('a member signing in', () => {
  const site = `http://127.0.0.1:${port}`
  const session = async (base: string, jar: Map<string, string>) => (await call(`${base}/api/auth/get-session`, { jar })).text

  it('(4) starts on one instance, returns to the other, is valid on both, and signing out on one ends it on both', async () => {
    const [first, second] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]]
    const jar = new Map<string, string>()
    // Instance 1 starts the sign-in and sends the browser to the provider (the site's address: nginx).
    const start = await call(`${first.url}/auth/sign-in?callbackUrl=/my-trips/`, { jar })
    expect(start.status).toBe(302)
    const authorize = new URL(start.headers.location!)
    expect(authorize.href.startsWith(`${site}/rewards-club/sign-in?`)).toBe(true)

    // The provider's form, answered by instance 1: the member's credentials for a code.
    const params = Object.fromEntries(authorize.searchParams)
    const form = await call(`${first.url}/_serverFn/${serverFunctionId('submitRewardsClubSignIn')}`, {
      method: 'POST',
      jar,
      headers: { 'content-type': 'application/json', 'x-tsr-serverfn': 'true', origin: site },
      body: JSON.stringify(toJSON({ data: { username: 'gold', password: demoPassword, params } })),
    })
    expect(form.status).toBe(200)
    const returnTo = /(http:\/\/[^"\\]+\/auth\/token\?[^"\\]+)/.exec(form.text)?.[1]
    expect(returnTo).toBeDefined()

    // The browser comes back to instance 2, which redeems the code (through nginx) and checks the ID token.
    const back = await call(`${second.url}${new URL(returnTo!).pathname}${new URL(returnTo!).search}`, { jar })
    expect(back.status).toBe(302)
    expect(back.headers.location).toBe(`${site}/my-trips/`)
    expect(await session(first.url, jar)).toContain('"email":')
    expect(await session(second.url, jar)).toContain('"email":')

    // A copy of the cookies from before signing out: the session they name must be over on both instances.
    const stale = new Map(jar)
    const signOut = await call(`${second.url}/api/auth/logout`, { jar })
    expect(signOut.status).toBe(302)
    expect(JSON.parse((await session(first.url, stale)) || 'null')).toBeNull()
    expect(JSON.parse((await session(second.url, stale)) || 'null')).toBeNull()
  })
})

describe('bookings spread over both instances', () => {
  const origin = `http://127.0.0.1:${port}`
  const traveler = { firstName: 'Jordan', lastName: 'Guest', email: 'cluster@example.com', phone: '+1 202 555 0143' }
  const card = { ...carCard, cardHolderLastName: 'Guest' }
  const lxp = (base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, sent?: () => void) =>
    call(`${base}/api/lxp${path}`, { method, headers: { 'content-type': 'application/json', origin, ...headers }, body: body === undefined ? undefined : JSON.stringify(body), sent })
  const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)

  /** A prepaid rate of a New York hotel for a stay; its quote says the price and the rooms left. */
  async function pickRate(checkIn: string, checkOut: string) {
    const search = await lxp(cluster.url, 'POST', '/hotel/search', { destination: 'New York', checkIn, checkOut, rooms: [{ adults: 2, childAges: [] }], pageSize: 5 })
    expect(search.status).toBe(200)
    for (const item of search.json().items) {
      const offer = (await lxp(cluster.url, 'GET', `/hotel/offers/${item.id}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2`)).json()
      for (const room of offer.rooms)
        for (const rate of room.rates) if (rate.payment === 'PAY_NOW') return { hotelId: offer.id, roomTypeId: room.id, rateId: rate.id, checkIn, checkOut, adults: 2 }
    }
    throw new Error('no prepaid rate found')
  }
  // The booking client is one guest browser: an idempotency key is its caller's, known by the signed
  // `guest-caller` cookie its first quote sets (decision 110), which every instance reads alike.
  const guest = { cookie: '' }
  const quote = async (selection: object) => {
    const answer = await lxp(cluster.url, 'POST', '/hotel/checkout/quote', { ...selection, rooms: 1 }, guest.cookie ? { cookie: guest.cookie } : {})
    const set = [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('guest-caller='))
    if (set) guest.cookie = set.split(';')[0]!
    return answer.json()
  }
  const book = (base: string, selection: object, rooms: number, dueNow: number, key: string, sent?: () => void) =>
    lxp(base, 'POST', '/hotel/book', { ...selection, rooms, traveler, payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: dueNow }, { 'idempotency-key': key, cookie: guest.cookie }, sent)
  const reservationsWithKey = async (keys: string[]) => {
    // The simulator keeps a guest's booking key as book:guest:<key>, the key as the site sent it: hashed with its caller.
    const caller = `guest:${guest.cookie.slice('guest-caller='.length).split('.')[0]}`
    const sent = keys.map((key) => `book:guest:${upstreamIdempotencyKey(caller, key)}`)
    return Number((await database.query(`SELECT count(DISTINCT response->>'reservationId')::int AS count FROM sim_idempotency WHERE key = ANY($1)`, [sent])).rows[0].count)
  }

  it('(2) one reservation for one idempotency key sent to both at once; the last room goes to one traveller only', async () => {
    const selection = await pickRate(isoDay(40), isoDay(42))
    const { price } = await quote(selection)
    const key = randomUUID()
    const [a, b] = await Promise.all(cluster.instances.map((instance) => book(instance.url, selection, 1, price.dueNow, key)))
    expect([a!.status, b!.status]).toEqual([201, 201])
    expect(a!.json().reservationId).toBe(b!.json().reservationId)

    // Fill the room type up to its last room, then two travellers ask for it through different instances.
    for (let left = (await quote(selection)).roomsLeft as number; left > 1; left--) {
      expect((await book(cluster.url, selection, 1, price.dueNow, randomUUID())).status).toBe(201)
    }
    expect((await quote(selection)).roomsLeft).toBe(1)
    const race = await Promise.all(cluster.instances.map((instance) => book(instance.url, selection, 1, price.dueNow, randomUUID())))
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(race.find((answer) => answer.status === 422)!.json().bookErrors[0].code).toBe('SOLD_OUT')
  }, 60_000)

  it('(7) answers no 5xx and loses and doubles no booking through a rolling restart of every instance under load', async () => {
    const selection = await pickRate(isoDay(100), isoDay(101))
    await quote(selection)
    const answers: { path: string; status: number }[] = []
    const record = (path: string) => (answer: Answer) => (answers.push({ path, status: answer.status }), answer)
    const booked: { key: string; answer: Answer }[] = []
    let nextDay = 100
    let restarting = true

    // Travellers booking through the site, each stay on a date of its own: priced, then booked once with its key.
    const traveller = async () => {
      while (restarting && nextDay < 360) {
        const day = { ...selection, checkIn: isoDay(nextDay), checkOut: isoDay(++nextDay) }
        const priced = await lxp(cluster.url, 'POST', '/hotel/checkout/quote', { ...day, rooms: 1 }, { cookie: guest.cookie }).then(record('quote'))
        if (priced.status !== 200) continue
        const key = randomUUID()
        booked.push({ key, answer: await book(cluster.url, day, 1, priced.json().price.dueNow, key).then(record('book')) })
        await new Promise((resolve) => setTimeout(resolve, 150))
      }
    }
    // Visitors reading pages meanwhile.
    const visitor = async () => {
      for (let index = 0; restarting; index++) {
        const path = index % 2 ? '/accommodations/' : '/'
        await call(`${cluster.url}${path}`, { headers: { accept: 'text/html' } }).then(record(path))
      }
    }
    const load = Promise.all([traveller(), traveller(), visitor(), visitor()])
    const exitCodes: (number | null)[] = []
    for (const index of cluster.instances.keys()) exitCodes.push(await cluster.restartInstance(index))
    await new Promise((resolve) => setTimeout(resolve, 500))
    restarting = false
    await load

    expect(exitCodes).toEqual(cluster.instances.map(() => 0))
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([])
    expect(booked.length).toBeGreaterThan(10)
    expect(booked.map(({ answer }) => answer.status)).toEqual(booked.map(() => 201))
    const reservationIds = new Set(booked.map(({ answer }) => answer.json().reservationId))
    expect(reservationIds.size).toBe(booked.length)
    expect(await reservationsWithKey(booked.map(({ key }) => key))).toBe(booked.length)
    const stored = await database.query(`SELECT count(*)::int AS count FROM sim_reservations WHERE reservation_id = ANY($1)`, [[...reservationIds]])
    expect(stored.rows[0].count).toBe(booked.length)
  }, 180_000)

  it('(5) loses and doubles no booking when an instance stops mid-load: those in flight complete, clients retry the rest with the same key', async () => {
    const selection = await pickRate(isoDay(60), isoDay(61))
    // One night each on different dates, so no booking is refused for want of rooms; priced beforehand,
    // so what is in flight at the stop is bookings.
    const stays = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const day = { ...selection, checkIn: isoDay(60 + index), checkOut: isoDay(61 + index) }
        return { day, key: randomUUID(), dueNow: (await quote(day)).price.dueNow as number }
      }),
    )
    /** The booking client's rule (§D6): when no answer came back, the same request with the same key, through the site. */
    const bookWithRetries = async ({ day, key, dueNow }: (typeof stays)[number], first: Promise<Answer | undefined>) => {
      let answer = await first
      for (let attempt = 0; !answer || answer.status >= 500; attempt++) {
        if (attempt === 5) throw new Error(`booking ${key} failed: ${answer?.status}`)
        await new Promise((resolve) => setTimeout(resolve, 500))
        answer = await book(cluster.url, day, 1, dueNow, key).catch(() => undefined)
      }
      return answer
    }
    // Six bookings sent straight to instance 1 at once, ten more through nginx while it stops.
    const direct = stays.slice(0, 6)
    let unsent = direct.length
    let allSent: () => void
    const sent = new Promise<void>((resolve) => (allSent = resolve))
    const directAnswers = direct.map((stay) =>
      bookWithRetries(stay, book(cluster.instances[0]!.url, stay.day, 1, stay.dueNow, stay.key, () => --unsent === 0 && allSent()).catch(() => undefined)),
    )
    const spread = stays.slice(6).map((stay, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 30)).then(() => bookWithRetries(stay, book(cluster.url, stay.day, 1, stay.dueNow, stay.key).catch(() => undefined))),
    )
    await sent
    const exitCode = await cluster.stopInstance(0)
    const answers = await Promise.all([...directAnswers, ...spread])

    expect(exitCode).toBe(0)
    const lines = cluster.instances[0]!.output().split('\n')
    const stopAt = lines.findIndex((line) => line.includes('"msg":"draining'))
    expect(lines.at(-2)).toContain('"msg":"stopped"')
    // Bookings in progress when SIGTERM arrived were finished, not cut off.
    expect(lines.slice(stopAt).some((line) => line.includes('"path":"/api/lxp/hotel/book","status":201'))).toBe(true)
    expect(answers.map((answer) => answer.status)).toEqual(stays.map(() => 201))
    const reservationIds = new Set(answers.map((answer) => answer.json().reservationId))
    expect(reservationIds.size).toBe(stays.length)
    expect(await reservationsWithKey(stays.map((stay) => stay.key))).toBe(stays.length)
    const stored = await database.query(`SELECT count(*)::int AS count FROM sim_reservations WHERE reservation_id = ANY($1)`, [[...reservationIds]])
    expect(stored.rows[0].count).toBe(stays.length)
  }, 90_000)
})
