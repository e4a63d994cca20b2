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
// budget or a goal. BENCH_PHONE=off leaves out the phone's (a browser's timing; `npm test` checks the budget alone).
//
// The server it starts is in bench/server.ts, the pages and how they are fetched in bench/pages.ts, the first-load
// JavaScript (1) in bench/first-load.ts.
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { browserJavaScript, buildBareIfMissing, memoryUnderLoad, startBare, throughputRatios } from './compare.ts'
import { budgetBytes, firstLoadJavaScript, kb, overBudget, printFirstLoad, type FirstLoad } from './first-load.ts'
import { hotelSearchTimes } from './hotel-search.ts'
import { lighthouseScores } from './lighthouse.ts'
import { browserHeaders, makeClient, pageRoutes } from './pages.ts'
import { realisticMix, realisticRatios } from './realistic.ts'
import { buildIfMissing, choosePort, startServer, stopServer, waitForServer } from './server.ts'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

const renderRequests = 200
const warmUpRequests = 20
const connections = 10
const duration = positiveNumber('BENCH_DURATION', 10)
const ratioDuration = positiveNumber('BENCH_RATIO_DURATION', 10)
const memoryDuration = positiveNumber('BENCH_MEMORY_DURATION', 60)
const lighthouseRuns = positiveNumber('BENCH_LIGHTHOUSE_RUNS', 3)
const barePort = positiveNumber('BENCH_BARE_PORT', 3398)
const bytesOnly = process.env.BENCH_ONLY === 'bytes'
if (process.env.BENCH_ONLY !== undefined && process.env.BENCH_ONLY !== '' && !bytesOnly) throw new Error(`BENCH_ONLY must be "bytes", not "${process.env.BENCH_ONLY}"`)
/** A cookie the app does not read: the request is no longer anonymous, so the page is rendered (docs/decisions/075). */
const renderedEveryTime = { cookie: 'bench=rendered' }

function positiveNumber(name: string, fallback: number) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`)
  return value
}

const ms = (value: number) => Math.round(value * 100) / 100

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

/**
 * BENCH_ONLY=bytes: the first-load table, then what a phone downloads before any interaction on the pages
 * that have a goal for it (as the full run measures it, without the bare page); no timing, no load.
 */
async function bytes(client: ReturnType<typeof makeClient>, origin: string, javascript: FirstLoad[], skipped: { route: string; reason: string }[]) {
  // BENCH_PHONE=off (npm test): the first-load budget alone, which the server's HTML decides; a phone's downloads before any
  // interaction depend on the page's timing in a browser, measured here and by the full run.
  const phoneJavaScript = process.env.BENCH_PHONE === 'off' ? [] : await phoneBytes(client, origin)
  const commit = git('rev-parse', 'HEAD') ?? 'unknown'
  const workingTreeDirty = git('status', '--porcelain') ? true : false
  const builtAt = statSync('dist/server/server.js').mtime.toISOString()
  writeFileSync('bench/bytes.json', `${JSON.stringify({ date: new Date().toISOString(), commit, workingTreeDirty, builtAt, budget: { gzipBytes: budgetBytes, gzipKB: kb(budgetBytes) }, firstLoadJavaScript: javascript, skippedRoutes: skipped, phoneJavaScript }, null, 2)}\n`)

  printFirstLoad(javascript, skipped)
  if (phoneJavaScript.length === 0) console.log('JavaScript a phone downloads before any interaction: not measured (BENCH_PHONE=off)')
  else {
    console.log('JavaScript a phone downloads before any interaction (Chromium, Pixel 7, script responses until network idle + 1 s, encoded)')
    console.table(phoneJavaScript.map(({ scripts: _scripts, ...row }) => row))
  }
  console.log(`Written to bench/bytes.json (commit ${commit.slice(0, 12)}${workingTreeDirty ? ', working tree has changes' : ''}, build of ${builtAt})`)
  const missed = phoneJavaScript.filter((row) => row.met !== 'yes')
  if (missed.length > 0) console.error(`Over the goal for JavaScript before interaction: ${missed.map((row) => `${row.page} (${row.encodedKB} KB, ${row.goal})`).join(', ')}`)
  return overBudget(javascript) || missed.length > 0 ? 1 : 0
}

/** What a phone downloads before any interaction on the pages that have a goal for it (home, landings, results, offer). */
async function phoneBytes(client: ReturnType<typeof makeClient>, origin: string) {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const parisResults = `/accommodations/search-results?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(33)}`
  const offer = await client.firstLink(parisResults, '/accommodations/offer')
  const landings = await Promise.all(['/accommodations/', '/dining/', '/flights/', '/mobility/', '/tours/', '/transport/'].map((url) => client.settled(url)))
  return await browserJavaScript([
    { name: '/', url: `${origin}/`, goalKB: 130 },
    ...landings.map((url) => ({ name: url, url: `${origin}${url}`, goalKB: 130 })),
    { name: 'Paris results', url: `${origin}${parisResults}`, goalKB: 170 },
    { name: 'hotel offer', url: `${origin}${offer}`, goalKB: 170 },
  ])
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
    buildIfMissing(bytesOnly)
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
    const javascript: FirstLoad[] = []
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
