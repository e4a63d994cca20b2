// The measures of issue 16, side by side with a bare TanStack Start page (bench/bare: same Start,
// Router, React and Vite from this repository, served by the same srvx adapter and compression):
//   - server render throughput of site pages as a ratio of the bare page's, measured in turns in
//     one run so both see the same machine load;
//   - the JavaScript a phone downloads before any interaction, as Chromium measures it: every script
//     response until the network is idle, plus 1 s, encoded bytes (dynamic imports included);
//   - the server's resident memory (VmRSS) during a mixed load.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { chromium, devices, type Request } from 'playwright'

const bareDir = path.resolve(import.meta.dirname, 'bare')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const browserHeaders = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay))
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Builds the bare page once (about 10 s); `BENCH_REBUILD_BARE=on` builds it again. */
export function buildBareIfMissing() {
  if (existsSync(path.join(bareDir, 'dist/server/server.js')) && process.env.BENCH_REBUILD_BARE !== 'on') return
  console.log('Building the bare TanStack Start page (bench/bare)…')
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'bench/bare/vite.config.ts'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error(`the bare page's build failed (exit ${build.status ?? build.signal})`)
}

export async function startBare(port: number): Promise<ChildProcess> {
  const bare = spawn(process.execPath, [path.join(bareDir, 'serve.ts')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] })
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.ok) return bare
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  bare.kill('SIGKILL')
  throw new Error('the bare page did not answer within 30 s')
}

async function requestsPerSecond(url: string, connections: number, duration: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration, headers: { ...browserHeaders, ...headers } })
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors + result.timeouts }
}

/**
 * Each site page against the bare page, in turns (bare, page, bare, page, …), so a change in the
 * machine's load touches both; the ratio is of the sums. A page with `headers` is asked with them
 * (a cookie: rendered for every request, past the anonymous page cache of docs/decisions/075); one
 * without a goal is shown for comparison only.
 */
export async function throughputRatios(siteOrigin: string, bareOrigin: string, pages: { name: string; url: string; goal?: number; headers?: Record<string, string> }[], { connections = 16, duration = 10, rounds = 2 } = {}) {
  const rows = []
  for (const page of pages) {
    let bare = 0
    let site = 0
    let non2xx = 0
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      bare += (await requestsPerSecond(`${bareOrigin}/`, connections, duration)).requestsPerSecond
      const measured = await requestsPerSecond(`${siteOrigin}${page.url}`, connections, duration, page.headers)
      site += measured.requestsPerSecond
      non2xx += measured.non2xx + measured.errors
    }
    const ratio = site / bare
    const goal = page.goal === undefined ? { goal: '—', met: '—' } : { goal: `≥ ${page.goal}`, met: ratio >= page.goal ? 'yes' : 'NO' }
    rows.push({ page: page.name, bareRps: round(bare / rounds), siteRps: round(site / rounds), ratio: round(ratio, 2), ...goal, non2xx })
  }
  return rows
}

/**
 * What a phone downloads before any interaction: a Pixel 7 (mobile viewport and user agent) opens
 * the page; every script response until the network is idle and 1 s more is counted, by its encoded
 * (transferred, compressed) body size. Nothing is clicked, hovered or scrolled.
 */
export async function browserJavaScript(pages: { name: string; url: string; goalKB: number }[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const rows = []
    for (const page of pages) {
      const context = await browser.newContext({ ...devices['Pixel 7'] })
      const tab = await context.newPage()
      const scripts: Promise<{ file: string; bytes: number }>[] = []
      const counted = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => ({ file: new URL(request.url()).pathname.split('/').pop() ?? '', bytes: sizes.responseBodySize })))
      }
      tab.on('requestfinished', counted)
      await tab.goto(page.url, { waitUntil: 'networkidle' })
      await tab.waitForTimeout(1_000)
      // A script finishing after this is not counted: its sizes, asked for once the page is closed, would reject unhandled.
      tab.off('requestfinished', counted)
      const sizes = await Promise.all(scripts)
      await context.close()
      const total = sizes.reduce((sum, size) => sum + size.bytes, 0)
      const totalKB = round(total / 1024)
      // `scripts` (each file and its encoded KB) is for the written results; the printed table leaves it out.
      rows.push({ page: page.name, files: sizes.length, encodedKB: totalKB, goal: `≤ ${page.goalKB} KB`, met: totalKB <= page.goalKB ? 'yes' : 'NO', scripts: sizes.map(({ file, bytes }) => ({ file, encodedKB: round(bytes / 1024) })) })
    }
    return rows
  } finally {
    await browser.close()
  }
}

const residentMB = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
}

/** The server's resident memory before, during (peak) and after a mixed load over the given pages. */
export async function memoryUnderLoad(origin: string, pid: number, urls: string[], { connections = 16, duration = 60 } = {}) {
  const idleMB = residentMB(pid)
  let peakMB = idleMB
  const sampler = setInterval(() => {
    peakMB = Math.max(peakMB, residentMB(pid))
  }, 500)
  const result = await autocannon({ url: origin, connections, duration, headers: browserHeaders, requests: urls.map((url) => ({ method: 'GET', path: url })) })
  clearInterval(sampler)
  const endMB = residentMB(pid)
  return { pages: urls.length, connections, durationS: duration, requests: result.requests.total, non2xx: result.non2xx, idleMB: round(idleMB), peakMB: round(Math.max(peakMB, endMB)), endMB: round(endMB), goal: '≤ 350 MB', met: Math.max(peakMB, endMB) <= 350 ? 'yes' : 'NO' }
}
