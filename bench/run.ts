// `npm run bench`: measures, never asserts on time. First-load JavaScript per page (compressed, from
// what the server actually sends), server render time of the home page, and its requests per second
// under autocannon on loopback. Writes bench/results.json and prints tables.
import { spawn, spawnSync, execSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'

const port = Number(process.env.BENCH_PORT ?? 3399)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const budgetBytes = 170 * 1024
const origin = `http://127.0.0.1:${port}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const stay = `checkIn=${inDays(30)}&checkOut=${inDays(33)}`
const pages = [
  '/',
  '/accommodations/',
  `/accommodations/search-results?destination=New+York&${stay}`,
  `/accommodations/offer?hotelId=new-york-001&${stay}`,
  '/api/docs',
  '/auth/credentials-sign-in',
  '/no-such-page',
]

if (!existsSync('dist/server/server.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
const server = spawn(process.execPath, ['server/serve.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start within 60 s')
}

/** JavaScript a first visit downloads: every script and module preload the page references. */
async function firstLoadJavaScript(page: string) {
  const html = await (await fetch(`${origin}${page}`)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) sources.add(match[1] ?? '')
  for (const match of html.matchAll(/<link[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g)) sources.add(match[1] ?? '')
  // Imports inside inline bootstrap scripts count as well.
  for (const match of html.matchAll(/import\(?["']([^"']+\.js)["']/g)) sources.add(match[1] ?? '')
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const source of sources) {
    const file = path.join('dist/client', new URL(source, origin).pathname)
    if (!existsSync(file)) continue
    const content = readFileSync(file)
    raw += content.length
    gzip += zlib.gzipSync(content, { level: 9 }).length
    brotli += zlib.brotliCompressSync(content).length
  }
  return { page, files: sources.size, rawKB: kb(raw), gzipKB: kb(gzip), brotliKB: kb(brotli), withinBudget: gzip <= budgetBytes }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

async function renderTimes(page: string, count: number) {
  for (let index = 0; index < 20; index += 1) await (await fetch(`${origin}${page}`)).text()
  const times: number[] = []
  for (let index = 0; index < count; index += 1) {
    const started = performance.now()
    await (await fetch(`${origin}${page}`)).text()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => Math.round((times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0) * 100) / 100
  return { page, requests: count, medianMs: at(0.5), p95Ms: at(0.95) }
}

async function load(page: string) {
  const result = await autocannon({ url: `${origin}${page}`, connections: 10, duration })
  return {
    page,
    connections: 10,
    durationS: duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

let exitCode = 0
try {
  await waitForServer()
  const javascript = []
  for (const page of pages) javascript.push(await firstLoadJavaScript(page))
  const render = await renderTimes('/', 200)
  const throughput = await load('/')
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    commit: execSync('git rev-parse HEAD').toString().trim(),
    budgetKB: kb(budgetBytes),
    firstLoadJavaScript: javascript,
    serverRender: render,
    throughput,
  }
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('\nFirst-load JavaScript per page (KB)')
  console.table(javascript)
  console.log('Server render of the home page (sequential requests)')
  console.table([render])
  console.log('Home page under load (autocannon, loopback)')
  console.table([throughput])
  const over = javascript.filter((entry) => !entry.withinBudget)
  if (over.length > 0) {
    console.error(`Over the ${kb(budgetBytes)} KB budget: ${over.map((entry) => entry.page).join(', ')}`)
    exitCode = 1
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
