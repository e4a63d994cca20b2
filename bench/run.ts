// `npm run bench`: measures, never asserts on time. Starts the production server on a throwaway data
// folder and measures
//   1. first-load JavaScript of every page of the route tree, from the HTML the server renders: each
//      `<script src>` and `<link rel="modulepreload">` file (plus any chunk those import statically
//      that the HTML forgot), read from dist/client and compressed with gzip -9 and brotli -11;
//   2. server render time of the home and results pages: sequential requests after a warm-up, median and p95;
//   3. requests per second of the home page under autocannon on loopback;
//   3b. hotel search through the HTTP API: 50 sequential searches, p50 and p95 (bench/hotel-search.ts);
//   4. Lighthouse scores of the home, results and offer pages (mobile and desktop), unless BENCH_LIGHTHOUSE=off.
// Writes bench/results.json and prints tables. Exits non-zero only when the server does not start
// (2) or a page is over the first-load JavaScript budget (1); an unexpected error also exits 1.
//
//   5. against a bare TanStack Start page (bench/compare.ts): throughput ratios, the JavaScript a phone
//      downloads before any interaction (Chromium), the server's memory under a mixed load;
//   6. real traffic (bench/realistic.ts): every request an address of its own, members with a session,
//      each kind of page against the bare page, then the whole mix at 32 connections for p99 and memory.
// Environment: BENCH_PORT (default 3399, or any free port when 3399 is taken), BENCH_DURATION
// (autocannon seconds, default 10), BENCH_RATIO_DURATION (seconds per turn, default 10),
// BENCH_MEMORY_DURATION (default 60), BENCH_BARE_PORT (default 3398), BENCH_LIGHTHOUSE (`off` skips
// Lighthouse, `all` adds the desktop preset to the mobile run), BENCH_LIGHTHOUSE_RUNS (runs per page, the
// median reported; default 3), CHROMIUM_PATH.
//
// BENCH_ONLY=bytes measures only the bytes, nothing timed (about a minute after the build): builds when the
// sources changed since the last build (scripts/build-stamp.ts), then prints each page's first-load JavaScript
// (1) and the JavaScript a phone downloads before any interaction on home, landing, results and offer pages
// (part of 5), writes them to bench/bytes.json with every page's files, and exits 1 when a page is over the
// budget or a goal.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { demoPassword } from '../server/auth/provider/demo-members.ts'
import { buildIsCurrent, writeBuildStamp } from '../scripts/build-stamp.ts'
import { browserJavaScript, buildBareIfMissing, memoryUnderLoad, startBare, throughputRatios } from './compare.ts'
import { hotelSearchTimes } from './hotel-search.ts'
import { lighthouseScores } from './lighthouse.ts'
import { realisticMix, realisticRatios } from './realistic.ts'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

const budgetBytes = 170 * 1024
const renderRequests = 200
const warmUpRequests = 20
const connections = 10
const duration = positiveNumber('BENCH_DURATION', 10)
const ratioDuration = positiveNumber('BENCH_RATIO_DURATION', 10)
const memoryDuration = positiveNumber('BENCH_MEMORY_DURATION', 60)
const lighthouseRuns = positiveNumber('BENCH_LIGHTHOUSE_RUNS', 3)
const barePort = positiveNumber('BENCH_BARE_PORT', 3398)
const demoMember = 'platinum'
const bytesOnly = process.env.BENCH_ONLY === 'bytes'
if (process.env.BENCH_ONLY !== undefined && process.env.BENCH_ONLY !== '' && !bytesOnly) throw new Error(`BENCH_ONLY must be "bytes", not "${process.env.BENCH_ONLY}"`)
/** What a browser sends for a page: the server compresses HTML, as it would for a visitor. */
const browserHeaders = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }
/** A cookie the app does not read: the request is no longer anonymous, so the page is rendered (docs/decisions/075). */
const renderedEveryTime = { cookie: 'bench=rendered' }

class StartError extends Error {}

function positiveNumber(name: string, fallback: number) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`)
  return value
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const ms = (value: number) => Math.round(value * 100) / 100
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay))

// ---------------------------------------------------------------------------------------------
// The server

function listenable(port: number) {
  return new Promise<number | undefined>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(undefined))
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address()
      const bound = typeof address === 'object' && address ? address.port : undefined
      probe.close(() => resolve(bound))
    })
  })
}

async function choosePort() {
  const requested = process.env.BENCH_PORT
  if (requested) {
    const port = Number(requested)
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new StartError(`BENCH_PORT must be a port number, not "${requested}"`)
    if ((await listenable(port)) === undefined) throw new StartError(`BENCH_PORT ${port} is in use`)
    return port
  }
  // A free port the system picks: a fixed default collides with other benches on a shared machine.
  const port = await listenable(0)
  if (port === undefined) throw new StartError('no free port on 127.0.0.1')
  return port
}

/** Builds when dist/ has no build; in bytes mode also when the sources changed since the last build. */
function buildIfMissing() {
  if (bytesOnly ? buildIsCurrent() : existsSync('dist/server/server.js')) return
  console.log(existsSync('dist/server/server.js') ? 'The build in dist/ is not of these sources: running `npm run build`…' : 'No build in dist/: running `npm run build`…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) throw new StartError(`npm run build failed (exit ${build.status ?? build.signal})`)
  writeBuildStamp()
}

/**
 * The production server as `npm run serve` runs it, self-contained: NODE_ENV=production (React's
 * production build on the server), the embedded simulator on PGlite in a temporary DATA_DIR, and
 * none of the caller's settings that point at outside services.
 */
function startServer(port: number, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of ['DATABASE_URL', 'LXP_BASE_URL', 'AUTH_OIDC_ISSUER', 'AUTH_OIDC_CLIENT_ID', 'AUTH_OIDC_CLIENT_SECRET', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'BASE_PATH', 'PUBLIC_SITE_URL', 'FRAME_ANCESTORS']) {
    delete env[name]
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // As production should run it (docs/decisions/075): glibc returns large freed blocks (scrypt's
    // 32 MB per password hash) instead of keeping them in its arenas.
    MALLOC_MMAP_THRESHOLD_: '131072',
    // With the threshold fixed, glibc also stops raising its trim threshold: every response's freed blocks (a gzip
    // stream's ~270 KB) went back to the system and were faulted in again for the next; 1 MB kept at the top of the
    // heap stops that (docs/decisions/147).
    MALLOC_TOP_PAD_: '1048576',
  })
  // As `npm start` runs it: a young generation of 2 × 8 MB (docs/decisions/075).
  return spawn(process.execPath, ['--max-semi-space-size=8', 'dist/serve.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] })
}

async function waitForServer(server: ChildProcess, origin: string, timeoutMs = 120_000) {
  const started = performance.now()
  let exited: string | undefined
  server.once('exit', (code, signal) => {
    exited = `the server exited (${signal ?? `code ${code}`}) before answering`
  })
  server.once('error', (error) => {
    exited = `the server could not be started: ${error.message}`
  })
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new StartError(exited)
    try {
      const response = await fetch(`${origin}/`, { headers: browserHeaders, signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new StartError(`the server did not answer / with 200 within ${timeoutMs / 1000} s`)
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  // The server gives in-flight requests 10 s; after 20 s it is stuck.
  const force = setTimeout(() => server.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(force)
}

// ---------------------------------------------------------------------------------------------
// The pages: static routes of the generated route tree that render a component

type Route = { path: string; file: string }

function pageRoutes(): { pages: Route[]; skipped: { route: string; reason: string }[] } {
  const tree = readFileSync('app/routeTree.gen.ts', 'utf8')
  const importSpecifiers = new Map<string, string>()
  for (const [, name, specifier] of tree.matchAll(/import\s*\{\s*Route as (\w+)\s*\}\s*from\s*'(\.\/routes\/[^']+)'/g)) importSpecifiers.set(name!, specifier!)
  const importOfConst = new Map<string, string>()
  for (const [, constant, imported] of tree.matchAll(/const (\w+)\s*=\s*(\w+)\.update\(/g)) importOfConst.set(constant!, imported!)
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''

  const pages = new Map<string, Route>()
  const skipped: { route: string; reason: string }[] = []
  for (const [, fullPath, constant] of block.matchAll(/'([^']+)':\s*typeof (\w+)/g)) {
    const route = fullPath!
    if (route.includes('$')) continue
    if (route.startsWith('/api/')) continue
    const specifier = importSpecifiers.get(importOfConst.get(constant!.replace(/WithChildren$/, '')) ?? '')
    const file = ['.tsx', '.ts', '.jsx', '.js'].map((extension) => path.join('app', `${specifier}${extension}`)).find((candidate) => specifier && existsSync(candidate))
    if (!file) {
      skipped.push({ route, reason: 'route file not found' })
      continue
    }
    // A route without a component is a server route (a GET would render only the empty shell).
    if (!/\bcomponent\s*[:,}]/.test(readFileSync(file, 'utf8'))) {
      skipped.push({ route, reason: 'server route (no component)' })
      continue
    }
    const normalized = route === '/' ? route : route.replace(/\/+$/, '')
    if (!pages.has(normalized)) pages.set(normalized, { path: normalized, file })
  }
  if (!pages.has('/')) pages.set('/', { path: '/', file: 'app/routes/index.tsx' })
  return { pages: [...pages.values()], skipped }
}

// ---------------------------------------------------------------------------------------------
// Fetching pages

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")
const samePath = (a: string, b: string) => a.replace(/(.)\/+$/, '$1') === b.replace(/(.)\/+$/, '$1')
const isRedirect = (status: number) => status >= 300 && status < 400

function makeClient(origin: string) {
  let memberCookie: Promise<string | undefined> | undefined

  /** Signs the demo member in once, for the pages that need a session. */
  async function signIn() {
    const response = await fetch(`${origin}/api/auth/sign-in/member-credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: demoMember, password: demoPassword }),
    })
    await response.arrayBuffer()
    if (!response.ok) return undefined
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '')
    return cookies.some((cookie) => /session_token=./.test(cookie)) ? cookies.join('; ') : undefined
  }

  /**
   * A page's HTML, following redirects that stay on the same route (slash or default search
   * parameters); a route that sends an anonymous visitor elsewhere is tried as a signed-in member.
   */
  async function page(url: string): Promise<{ url: string; html: string; signedIn: boolean } | { reason: string }> {
    const routePath = new URL(url, origin).pathname
    let cookie: string | undefined
    let current = url
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(new URL(current, origin), { redirect: 'manual', headers: { ...browserHeaders, ...(cookie ? { cookie } : {}) } })
      const body = await response.text()
      if (isRedirect(response.status)) {
        const location = new URL(response.headers.get('location') ?? '/', new URL(current, origin))
        if (location.origin === origin && samePath(location.pathname, routePath)) {
          current = `${location.pathname}${location.search}`
          continue
        }
        if (!cookie) {
          cookie = await member()
          if (cookie) {
            current = url
            continue
          }
          return { reason: `redirects to ${location.pathname} and the demo member could not sign in` }
        }
        return { reason: `redirects to ${location.pathname}` }
      }
      if (response.status !== 200) return { reason: `answers ${response.status}` }
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) return { reason: `answers ${response.headers.get('content-type')}` }
      return { url: current, html: body, signedIn: Boolean(cookie) }
    }
    return { reason: 'too many redirects' }
  }

  /** The first link to `route` on the page at `from`, as a visitor would follow it (else the bare route). */
  async function firstLink(from: string, route: string) {
    const found = await page(from)
    const href = 'html' in found ? new RegExp(`href="(${route.replace(/[/]/g, '\\/')}\\?[^"]+)"`).exec(found.html)?.[1] : undefined
    return href ? decodeEntities(href) : route
  }

  /** The address a visitor reaches a route by, with the search parameters it needs. */
  async function sampleUrl(route: string): Promise<string> {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const stay = `checkIn=${inDays(30)}&checkOut=${inDays(33)}`
    const searchResults = `/accommodations/search-results?destination=New+York&${stay}`
    switch (route) {
      case '/accommodations/search-results':
        return searchResults
      case '/accommodations/offer': {
        // The first hotel the search lists, as a visitor would click it.
        const results = await page(searchResults)
        const href = 'html' in results ? /href="(\/accommodations\/offer\?[^"]+)"/.exec(results.html)?.[1] : undefined
        return href ? decodeEntities(href) : `/accommodations/offer?hotelId=new-york-001&${stay}`
      }
      case '/accommodations/checkout': {
        // The first rate's Book link on that hotel's page.
        const offer = await page(await sampleUrl('/accommodations/offer'))
        const href = 'html' in offer ? /href="(\/accommodations\/checkout\?[^"]+)"/.exec(offer.html)?.[1] : undefined
        return href ? decodeEntities(href) : route
      }
      case '/accommodations/compare': {
        // The first two hotels the search lists.
        const results = await page(searchResults)
        const ids = 'html' in results ? [...results.html.matchAll(/href="\/accommodations\/offer\?hotelId=([a-z0-9-]+)/g)].map((match) => match[1]) : []
        const hotelIds = [...new Set(ids)].slice(0, 2).join(',')
        return `/accommodations/compare?hotelIds=${hotelIds}&${stay}`
      }
      case '/mobility/search-results':
        return `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00`
      case '/mobility/offer':
      case '/mobility/checkout': {
        // The first car the search lists; its checkout with the same rental and no extras.
        const results = await page(await sampleUrl('/mobility/search-results'))
        const href = 'html' in results ? /href="(\/mobility\/offer\?[^"]+)"/.exec(results.html)?.[1] : undefined
        return href ? decodeEntities(href).replace('/mobility/offer', route) : route
      }
      case '/dining/search-results':
        return `/dining/search-results?destination=Paris&date=${inDays(30)}&time=19:00&guests=2`
      case '/tours/search-results':
        return `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(36)}&travelers=2`
      case '/transport/search-results':
        return `/transport/search-results?origin=CDG&destination=Paris&date=${inDays(30)}&time=14:30&passengers=2`
      case '/flights/search-results':
        return `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(40)}&adults=1`
      case '/dining/offer':
      case '/tours/offer':
      case '/transport/offer':
        return firstLink(await sampleUrl(route.replace('/offer', '/search-results')), route)
      case '/dining/checkout':
      case '/tours/checkout':
      case '/transport/checkout':
        return firstLink(await sampleUrl(route.replace('/checkout', '/offer')), route)
      case '/flights/checkout':
        return firstLink(await sampleUrl('/flights/search-results'), route)
      case '/rewards-club/sign-in': {
        // The provider's authorize page as the site's sign-in sends a visitor to it.
        const response = await fetch(`${origin}/auth/sign-in`, { redirect: 'manual' })
        await response.arrayBuffer()
        const location = new URL(response.headers.get('location') ?? route, origin)
        return location.pathname === route ? `${location.pathname}${location.search}` : route
      }
      default:
        return route
    }
  }

  /** Where a page answers 200: the address itself, or where its redirects lead on this site. */
  async function settled(url: string) {
    let current = url
    for (let hop = 0; hop < 3; hop += 1) {
      const response = await fetch(new URL(current, origin), { redirect: 'manual', headers: browserHeaders })
      await response.arrayBuffer()
      if (!isRedirect(response.status)) return current
      const location = new URL(response.headers.get('location') ?? '/', new URL(current, origin))
      current = `${location.pathname}${location.search}`
    }
    return current
  }

  /** The demo member's session cookie (signed in once), or undefined when sign-in fails. */
  const member = () => (memberCookie ??= signIn())

  return { page, sampleUrl, firstLink, settled, member }
}

// ---------------------------------------------------------------------------------------------
// 1. First-load JavaScript

type Sizes = { raw: number; gzip: number; brotli: number; imports: string[] }
const sizeCache = new Map<string, Sizes>()

/** Chunks a JavaScript file imports statically (`import{…}from"./x.js"`, `import"./x.js"`, `export…from`). */
function staticImports(source: string) {
  const found: string[] = []
  for (const match of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g)) found.push(match[1]!)
  return found
}

function sizesOf(file: string): Sizes {
  let sizes = sizeCache.get(file)
  if (!sizes) {
    const content = readFileSync(file)
    sizes = {
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      imports: staticImports(content.toString('utf8')),
    }
    sizeCache.set(file, sizes)
  }
  return sizes
}

function attributes(tag: string) {
  const found = new Map<string, string>()
  for (const [, name, doubleQuoted, singleQuoted, bare] of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(name!.toLowerCase(), decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? ''))
  }
  return found
}

/** Every `<script src>` and `<link rel="modulepreload">` of the HTML that is JavaScript of this site. */
function referencedScripts(html: string, origin: string) {
  const paths: string[] = []
  for (const [, element, attributeText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(attributeText!)
    const isScript = element!.toLowerCase() === 'script'
    const reference = isScript ? attrs.get('src') : (attrs.get('rel') ?? '').split(/\s+/).includes('modulepreload') ? attrs.get('href') : undefined
    if (!reference) continue
    const url = new URL(reference, origin)
    if (url.origin !== origin || !/\.m?js$/.test(url.pathname)) continue
    paths.push(decodeURIComponent(url.pathname))
  }
  return paths
}

function firstLoadJavaScript(route: string, url: string, signedIn: boolean, html: string, origin: string) {
  const listed = new Set(referencedScripts(html, origin))
  const all = new Set(listed)
  const missing: string[] = []
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const urlPath of all) {
    // A Set iterates over members added during the loop: the static imports are followed.
    const file = path.join('dist/client', urlPath)
    if (!existsSync(file)) {
      missing.push(urlPath)
      continue
    }
    const sizes = sizesOf(file)
    raw += sizes.raw
    gzip += sizes.gzip
    brotli += sizes.brotli
    for (const specifier of sizes.imports) all.add(path.posix.join(path.posix.dirname(urlPath), specifier))
  }
  if (missing.length > 0) console.warn(`${route}: ${missing.length} referenced file(s) not in dist/client (is the build current?): ${missing.join(', ')}`)
  const fileSizes = [...all].filter((urlPath) => !missing.includes(urlPath)).map((urlPath) => ({ file: path.posix.basename(urlPath), gzipKB: kb(sizesOf(path.join('dist/client', urlPath)).gzip) }))
  return {
    page: route,
    url,
    signedIn,
    files: all.size - missing.length,
    unlisted: all.size - listed.size,
    missing: missing.length,
    rawBytes: raw,
    gzipBytes: gzip,
    brotliBytes: brotli,
    rawKB: kb(raw),
    gzipKB: kb(gzip),
    brotliKB: kb(brotli),
    overBudget: gzip > budgetBytes,
    fileSizes,
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Server render time

function quantile(sorted: number[], share: number) {
  // Nearest rank.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN
}

async function renderTimes(origin: string, page: string) {
  const get = async () => {
    const response = await fetch(`${origin}${page}`, { headers: browserHeaders })
    await response.arrayBuffer()
    return response.status
  }
  for (let index = 0; index < warmUpRequests; index += 1) await get()
  const times: number[] = []
  let non200 = 0
  for (let index = 0; index < renderRequests; index += 1) {
    const started = performance.now()
    const status = await get()
    times.push(performance.now() - started)
    if (status !== 200) non200 += 1
  }
  times.sort((a, b) => a - b)
  const middle = times.length / 2
  const median = times.length % 2 === 0 ? ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2 : (times[Math.floor(middle)] ?? 0)
  return {
    page,
    warmUp: warmUpRequests,
    requests: renderRequests,
    minMs: ms(times[0] ?? Number.NaN),
    medianMs: ms(median),
    p95Ms: ms(quantile(times, 0.95)),
    maxMs: ms(times.at(-1) ?? Number.NaN),
    non200,
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Throughput

async function throughput(origin: string, page: string) {
  const result = await autocannon({ url: `${origin}${page}`, connections, duration, headers: browserHeaders })
  return {
    page,
    connections,
    durationS: duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

// ---------------------------------------------------------------------------------------------
// The tables, and BENCH_ONLY=bytes

type FirstLoad = ReturnType<typeof firstLoadJavaScript>

function printFirstLoad(javascript: FirstLoad[], skipped: { route: string; reason: string }[]) {
  console.log(`\nFirst-load JavaScript per page, KB (budget ${kb(budgetBytes)} KB gzip)`)
  console.table(
    javascript.map(({ page, signedIn, files, unlisted, rawKB, gzipKB, brotliKB, overBudget }) => ({
      page,
      signedIn,
      files,
      unlisted,
      rawKB,
      gzipKB,
      brotliKB,
      budget: overBudget ? 'OVER' : 'ok',
    })),
  )
  if (skipped.length > 0) {
    console.log('Routes not measured')
    console.table(skipped)
  }
}

function overBudget(javascript: FirstLoad[]) {
  const over = javascript.filter((entry) => entry.overBudget)
  if (over.length > 0) console.error(`Over the ${kb(budgetBytes)} KB first-load JavaScript budget: ${over.map((entry) => `${entry.page} (${entry.gzipKB} KB)`).join(', ')}`)
  return over.length > 0
}

/**
 * BENCH_ONLY=bytes: the first-load table, then what a phone downloads before any interaction on the pages
 * that have a goal for it (as the full run measures it, without the bare page); no timing, no load.
 */
async function bytes(client: ReturnType<typeof makeClient>, origin: string, javascript: FirstLoad[], skipped: { route: string; reason: string }[]) {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const parisResults = `/accommodations/search-results?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(33)}`
  const offer = await client.firstLink(parisResults, '/accommodations/offer')
  const landings = await Promise.all(['/accommodations/', '/dining/', '/flights/', '/mobility/', '/tours/', '/transport/'].map((url) => client.settled(url)))
  const phoneJavaScript = await browserJavaScript([
    { name: '/', url: `${origin}/`, goalKB: 130 },
    ...landings.map((url) => ({ name: url, url: `${origin}${url}`, goalKB: 130 })),
    { name: 'Paris results', url: `${origin}${parisResults}`, goalKB: 170 },
    { name: 'hotel offer', url: `${origin}${offer}`, goalKB: 170 },
  ])
  const commit = git('rev-parse', 'HEAD') ?? 'unknown'
  const workingTreeDirty = git('status', '--porcelain') ? true : false
  const builtAt = statSync('dist/server/server.js').mtime.toISOString()
  writeFileSync('bench/bytes.json', `${JSON.stringify({ date: new Date().toISOString(), commit, workingTreeDirty, builtAt, budget: { gzipBytes: budgetBytes, gzipKB: kb(budgetBytes) }, firstLoadJavaScript: javascript, skippedRoutes: skipped, phoneJavaScript }, null, 2)}\n`)

  printFirstLoad(javascript, skipped)
  console.log('JavaScript a phone downloads before any interaction (Chromium, Pixel 7, script responses until network idle + 1 s, encoded)')
  console.table(phoneJavaScript.map(({ scripts: _scripts, ...row }) => row))
  console.log(`Written to bench/bytes.json (commit ${commit.slice(0, 12)}${workingTreeDirty ? ', working tree has changes' : ''}, build of ${builtAt})`)
  const missed = phoneJavaScript.filter((row) => row.met !== 'yes')
  if (missed.length > 0) console.error(`Over the goal for JavaScript before interaction: ${missed.map((row) => `${row.page} (${row.encodedKB} KB, ${row.goal})`).join(', ')}`)
  return overBudget(javascript) || missed.length > 0 ? 1 : 0
}

// ---------------------------------------------------------------------------------------------

function git(...args: string[]) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

async function main() {
  let port: number
  let dataDir: string | undefined
  let server: ChildProcess | undefined
  const cleanUp = async () => {
    if (server) await stopServer(server)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
  }

  let startupMs: number
  try {
    buildIfMissing()
    if (!bytesOnly) buildBareIfMissing()
    port = await choosePort()
    dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
    server = startServer(port, dataDir)
    startupMs = await waitForServer(server, `http://127.0.0.1:${port}`)
  } catch (error) {
    await cleanUp()
    console.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }

  const origin = `http://127.0.0.1:${port}`
  try {
    const { pages, skipped } = pageRoutes()
    const client = makeClient(origin)
    const javascript: ReturnType<typeof firstLoadJavaScript>[] = []
    for (const route of pages) {
      const url = await client.sampleUrl(route.path)
      const result = await client.page(url)
      if ('reason' in result) skipped.push({ route: route.path, reason: result.reason })
      else javascript.push(firstLoadJavaScript(route.path, result.url, result.signedIn, result.html, origin))
    }
    if (bytesOnly) return await bytes(client, origin, javascript, skipped)
    const render = [await renderTimes(origin, '/'), await renderTimes(origin, await client.sampleUrl('/accommodations/search-results'))]
    const load = await throughput(origin, '/')
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const hotelSearch = await hotelSearchTimes(origin, inDays(45), inDays(48))

    // Issue 16: ratios against the bare page, what a phone downloads, memory under load, Lighthouse.
    const parisResults = `/accommodations/search-results?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(33)}`
    const offer = await client.firstLink(parisResults, '/accommodations/offer')
    const landings = await Promise.all(['/accommodations/', '/dining/', '/flights/', '/mobility/', '/tours/', '/transport/'].map((url) => client.settled(url)))
    const bareServer = await startBare(barePort)
    let ratios, realistic, phoneJavaScript
    try {
      ratios = await throughputRatios(origin, `http://127.0.0.1:${barePort}`, [
        { name: '/', url: '/', goal: 0.5 },
        { name: landings[0]!, url: landings[0]!, goal: 0.5 },
        { name: 'Paris results', url: parisResults, goal: 0.3 },
        // The same pages rendered for every request, as for a visitor with a cookie (no page cache).
        { name: '/ (rendered)', url: '/', headers: renderedEveryTime },
        { name: 'Paris results (rendered)', url: parisResults, headers: renderedEveryTime },
      ], { duration: ratioDuration })
      realistic = await realisticRatios(origin, `http://127.0.0.1:${barePort}`, await client.member(), { duration: ratioDuration })
      phoneJavaScript = await browserJavaScript([
        { name: 'bare /', url: `http://127.0.0.1:${barePort}/`, goalKB: 130 },
        { name: '/', url: `${origin}/`, goalKB: 130 },
        ...landings.map((url) => ({ name: url, url: `${origin}${url}`, goalKB: 130 })),
        { name: 'Paris results', url: `${origin}${parisResults}`, goalKB: 170 },
        { name: 'hotel offer', url: `${origin}${offer}`, goalKB: 170 },
      ])
    } finally {
      await stopServer(bareServer)
    }
    const memory = await memoryUnderLoad(origin, server.pid!, ['/', ...landings, parisResults, offer, await client.settled(await client.sampleUrl('/dining/search-results')), await client.settled(await client.sampleUrl('/mobility/search-results'))], { duration: memoryDuration })
    const mix = await realisticMix(origin, server.pid!, await client.member(), { duration: memoryDuration })
    const lighthousePages = ['/', ...landings, parisResults, offer]
    const lighthouse = process.env.BENCH_LIGHTHOUSE === 'off' ? [] : await lighthouseScores(origin, lighthousePages, process.env.BENCH_LIGHTHOUSE === 'all' ? ['mobile', 'desktop'] : ['mobile'], lighthouseRuns)

    const builtAt = statSync('dist/server/server.js').mtime.toISOString()
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      commit: git('rev-parse', 'HEAD') ?? 'unknown',
      workingTreeDirty: git('status', '--porcelain') ? true : false,
      builtAt,
      server: { nodeEnv: 'production', database: 'pglite', startupMs: Math.round(startupMs) },
      budget: { gzipBytes: budgetBytes, gzipKB: kb(budgetBytes) },
      firstLoadJavaScript: javascript,
      skippedRoutes: skipped,
      serverRender: render,
      throughput: load,
      hotelSearch,
      againstBare: ratios,
      realisticAgainstBare: realistic,
      realisticMix: mix,
      phoneJavaScript,
      memory,
      lighthouse,
    }
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)

    printFirstLoad(javascript, skipped)
    console.log(`Server render of the home and results pages (${renderRequests} sequential requests each after ${warmUpRequests} warm-up ones)`)
    console.table(render)
    console.log(`Home page under load (autocannon, ${connections} connections, ${duration} s, loopback)`)
    console.table([load])
    console.log('Hotel search through the API (POST /api/lxp/hotel/search, filters, sort and paging, sequential after 5 warm-up searches)')
    console.table([hotelSearch])
    console.log(`Requests per second against the bare TanStack Start page (16 connections, ${ratioDuration} s each, in turns, 2 rounds)`)
    console.table(ratios)
    console.log(`Real traffic against the bare page: every request an address of its own, browser headers, member pages with a session (8 connections, ${ratioDuration} s each, in turns, 2 rounds)`)
    console.table(realistic)
    console.log(`The whole mix (home, landing, results and offer pages of every line; a third from a member) at 32 connections for ${memoryDuration} s`)
    console.table([mix])
    console.log('JavaScript a phone downloads before any interaction (Chromium, Pixel 7, script responses until network idle + 1 s, encoded)')
    console.table(phoneJavaScript.map(({ scripts: _scripts, ...row }) => row))
    console.log(`Server resident memory under a mixed load (${memoryDuration} s, 16 connections)`)
    console.table([memory])
    if (lighthouse.length > 0) {
      console.log('Lighthouse (goal: mobile performance 95+ and total blocking time ≤ 150 ms on every page)')
      console.table(lighthouse.map((score) => ({ ...score, met: score.formFactor === 'desktop' ? '' : (score.performance ?? 0) >= 95 && (score.totalBlockingTimeMs ?? Infinity) <= 150 ? 'yes' : 'NO' })))
    }
    console.log(`Written to bench/results.json (commit ${results.commit.slice(0, 12)}${results.workingTreeDirty ? ', working tree has changes' : ''}, build of ${builtAt})`)

    return overBudget(javascript) ? 1 : 0
  } catch (error) {
    // A failed fetch says why only in its cause (the server gone, a refused connection, a timeout).
    console.error(error instanceof Error ? (error.stack ?? error.message) : error, error instanceof Error && error.cause ? error.cause : '')
    return 1
  } finally {
    await cleanUp()
  }
}

process.exit(await main())
