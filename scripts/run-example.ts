// `npm run test:example`: the integrators' examples against the built server (`npm run build` first): the
// client package is built, the server starts as a sandbox (SANDBOX=on) on a free port with a fresh
// DATA_DIR, the example searches, books and cancels a hotel as a member with a personal access token
// (examples/book-a-hotel.ts), a test writer's suite drives the sandbox's reset and scenarios
// (examples/sandbox-tests.ts). Then a partner's new project outside the repository installs the client
// the server serves (`npm install $BASE/api/client/rewards-travel-client.tgz`), compiles a booking with
// `tsc --init`'s defaults and runs it with a sandbox API key, and compiles every TypeScript sample of
// the reference (`/api/openapi.json`), running three against the server (the password sign-in among them, with the Origin it sends; issue 41). The server stops.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const node = process.execPath

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilReady(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false)
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`)
}


/**
 * A child process, awaited rather than run synchronously: a blocked event loop never sees the server close an
 * idle keep-alive connection, so the next `fetch` wrote on a socket already closed ("other side closed").
 */
function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string | undefined>; capture?: boolean }) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let stdout = ''
    let stderr = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, stdout, stderr }))
  })
}

/** A command of the partner's project; its output is shown when it fails. */
async function inProject(project: string, command: string, args: string[], env: Record<string, string> = {}) {
  const result = await run(command, args, { cwd: project, capture: true, env: { ...process.env, npm_config_update_notifier: 'false', ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`)
  return result.stdout
}

/** The versions the repository is checked with, so the partner's project compiles with the same TypeScript. */
const versionOf = (name: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

/** What a partner writes first: search, book with its API key, read the booking back with its email, cancel it, drive a scenario. */
const partnerBooking = (baseUrl: string) => `import { createRewardsTravelClient, newIdempotencyKey, ok, RewardsTravelError } from '@rewards-travel/client'

// The key from the environment, as a partner's server keeps it: \`string | undefined\` under tsc --init's exactOptionalPropertyTypes (issue 41).
const client = createRewardsTravelClient({ baseUrl: ${JSON.stringify(baseUrl)}, apiKey: process.env.REWARDS_TRAVEL_API_KEY })
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const stay = { checkIn: inDays(60), checkOut: inDays(62), rooms: 1, adults: 2 }
const email = 'river.partner@example.com'

const found = await ok(client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] } }))
let selection: { hotelId: string; roomTypeId: string; rateId: string } | undefined
for (const hotel of found.items) {
  const offer = await ok(client.lxp.hotel.offer({ params: { hotelId: hotel.id }, query: stay }))
  const room = offer.rooms.find((each) => each.rates.some((rate) => rate.refundable && rate.payment === 'PAY_NOW'))
  const rate = room?.rates.find((each) => each.refundable && each.payment === 'PAY_NOW')
  if (room && rate) {
    selection = { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id }
    break
  }
}
if (!selection) throw new Error('no refundable room in Paris')
const quote = await ok(client.lxp.hotel.quote({ body: { ...selection, ...stay } }))
const booked = await ok(
  client.lxp.hotel.book({
    headers: { 'idempotency-key': newIdempotencyKey() },
    body: {
      ...selection,
      ...stay,
      traveler: { firstName: 'River', lastName: 'Partner', email, phone: '+1 202 555 0143' },
      payment: { mode: 0, card: { cardNumber: '4111 1111 1111 1111', cardCVV: '123', cardExpDate: '12/30', cardHolderFirstName: 'River', cardHolderLastName: 'Partner', billingAddress: { address: '1 Main Street', city: 'Springfield', country: 'US', state: 'IL', zipCode: '62701' } } },
      acceptTerms: true,
      expectedDueNow: quote.price.dueNow,
    },
  }),
)
// The API sets no cookie on a booking: the reservation number and the traveller's email read it back.
const seen = await ok(client.lxp.hotel.reservations.view({ params: { reservationId: booked.reservationId }, query: { email } }))
// Without the email the partner is told which field is missing (400 naming query.email), not a 401 that reads like a bad key.
const noEmail = await client.lxp.hotel.reservations.view({ params: { reservationId: booked.reservationId }, query: {} })
if (noEmail.status !== 400 || noEmail.body.errors[0]?.field !== 'query.email') throw new Error(\`expected 400 naming query.email, got \${noEmail.status} \${JSON.stringify(noEmail.body)}\`)
const cancelled = await ok(client.lxp.hotel.reservations.cancel({ params: { reservationId: booked.reservationId }, headers: { 'idempotency-key': newIdempotencyKey() }, body: { email } }))
if (seen.status !== 'CONFIRMED' || cancelled.status !== 'CANCELLED') throw new Error(\`expected CONFIRMED then CANCELLED, got \${seen.status} then \${cancelled.status}\`)
// A sandbox scenario, typed in the call's own headers beside the route's (guide *Scenarios*).
const soldOut = await client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay, headers: { 'x-sim-scenario': 'sold-out', 'x-sim-namespace': 'partner-project' } })
if (soldOut.status !== 422) throw new Error(\`expected the sold-out scenario's 422, got \${soldOut.status}\`)
// Every status the server answers is typed on every route: narrowing on a search's 503 compiles (issue 41).
const once = createRewardsTravelClient({ baseUrl: ${JSON.stringify(baseUrl)}, apiKey: process.env.REWARDS_TRAVEL_API_KEY, retries: 0 })
const unavailable = await once.lxp.hotel.search({ body: { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] }, headers: { 'x-sim-scenario': 'unavailable', 'x-sim-namespace': 'partner-project' } })
if (unavailable.status !== 503) throw new Error(\`expected the unavailable scenario's 503, got \${unavailable.status}\`)
const outage: string = unavailable.body.errors[0]?.code ?? ''
// A call past the client's deadline is a RewardsTravelError too (code TIMEOUT), the one error type to catch.
const hurried = createRewardsTravelClient({ baseUrl: ${JSON.stringify(baseUrl)}, apiKey: process.env.REWARDS_TRAVEL_API_KEY, deadlineMs: 500 })
const late = await ok(hurried.lxp.hotel.destinations({ query: { query: 'Paris' }, headers: { 'x-sim-scenario': 'slow:3000', 'x-sim-namespace': 'partner-project' } })).catch((error: unknown) => error)
if (!(late instanceof RewardsTravelError) || late.code !== 'TIMEOUT') throw new Error(\`expected a RewardsTravelError TIMEOUT, got \${String(late)}\`)
console.log(\`partner project: booked \${booked.reservationId} with its API key, read it back, cancelled it, met a scenario, narrowed on a 503 (\${outage}) and caught a TIMEOUT\`)
`

/** The samples run against the server, by operation: a catalogue read, a partner's keyed quote and the demo's password sign-in (which needs its Origin). */
const samplesRun = ['lxp.hotel.destinations', 'lxp.hotel.quote', 'auth.signInMemberCredentials']

/**
 * A partner's new project outside the repository: installs the client from the server's own address with
 * plain `npm install`, compiles its booking with `tsc --init`'s defaults and books; then compiles every
 * sample of the reference (with @types/node, as the guide says) and runs some. 0 when all of it passed.
 */
async function partnerProject(url: string): Promise<number> {
  const project = mkdtempSync(path.join(tmpdir(), 'partner-project-'))
  try {
    if (!path.relative(root, project).startsWith('..')) throw new Error(`${project} is inside the repository`)
    const made = await fetch(`${url}/api/sandbox/api-keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'partner project' }) })
    if (made.status !== 201) throw new Error(`POST /api/sandbox/api-keys answered ${made.status}`)
    const { key } = (await made.json()) as { key: string }
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'partner-project', private: true, type: 'module' }))
    await inProject(project, 'npm', ['install', '--no-audit', '--no-fund', `${url}/api/client/rewards-travel-client.tgz`, `typescript@${versionOf('typescript')}`, `@types/node@${versionOf('@types/node')}`])
    const tsc = path.join(project, 'node_modules/.bin/tsc')
    await inProject(project, tsc, ['--init'])
    writeFileSync(path.join(project, 'book.ts'), partnerBooking(url))
    // tsc --init's defaults (exactOptionalPropertyTypes and nodenext included), with Node's types for process.env, as the guide says.
    writeFileSync(path.join(project, 'tsconfig.book.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { types: ['node'] }, files: ['book.ts'] }))
    await inProject(project, tsc, ['-p', 'tsconfig.book.json'])
    process.stdout.write(await inProject(project, node, ['book.js'], { REWARDS_TRAVEL_API_KEY: key }))

    const document = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string; 'x-codeSamples'?: { source: string }[] }>> }
    const samples = path.join(project, 'samples')
    mkdirSync(samples)
    let count = 0
    for (const operation of Object.values(document.paths).flatMap((methods) => Object.values(methods))) {
      const source = operation['x-codeSamples']?.[0]?.source
      if (!source) continue
      writeFileSync(path.join(samples, `${operation.operationId}.ts`), `${source}\n`)
      count += 1
    }
    writeFileSync(path.join(project, 'tsconfig.samples.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { types: ['node'], noEmit: true }, include: ['samples'] }))
    await inProject(project, tsc, ['-p', 'tsconfig.samples.json'])
    for (const operationId of samplesRun) await inProject(project, node, [path.join('samples', `${operationId}.ts`)], { REWARDS_TRAVEL_URL: url, REWARDS_TRAVEL_API_KEY: key })
    console.log(`partner project: ${count} TypeScript samples of the reference compile; ${samplesRun.join(', ')} ran against the server`)
    return 0
  } catch (error) {
    console.error(error)
    return 1
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
}

const built = spawnSync(node, [path.join(root, 'scripts/build-client.ts')], { stdio: 'inherit', cwd: root })
if (built.status !== 0) process.exit(built.status ?? 1)

const port = await freePort()
const url = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'example-data-'))
const server = spawn(node, [path.join(root, 'dist/serve.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_TOOLS: 'off', SANDBOX: 'on', PUBLIC_SITE_URL: url },
  stdio: ['ignore', 'inherit', 'inherit'],
})
let exitCode = 1
try {
  await waitUntilReady(url, server)
  const env = { ...process.env, REWARDS_TRAVEL_URL: url }
  const example = await run(node, [path.join(root, 'examples/book-a-hotel.ts')], { cwd: root, env })
  const suite = example.status === 0 ? await run(node, ['--test', path.join(root, 'examples/sandbox-tests.ts')], { cwd: root, env }) : example
  exitCode = suite.status === 0 ? await partnerProject(url) : (suite.status ?? 1)
} catch (error) {
  console.error(error)
} finally {
  const stopped = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (server.exitCode === null) server.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
