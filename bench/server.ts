// The production server `npm run bench` measures (bench/run.ts): built when missing, started self-contained on a
// free port and a throwaway data folder, waited for, and stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { buildIsCurrent, writeBuildStamp } from '../scripts/build-stamp.ts'
import { browserHeaders } from './pages.ts'

/** The server could not be started: `npm run bench` exits 2. */
export class StartError extends Error {}

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay))

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

export async function choosePort() {
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

/** Builds when dist/ has no build; with `whenSourcesChanged` (bytes mode) also when the sources changed since the last build. */
export function buildIfMissing(whenSourcesChanged: boolean) {
  if (whenSourcesChanged ? buildIsCurrent() : existsSync('dist/server/server.js')) return
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
export function startServer(port: number, dataDir: string) {
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

export async function waitForServer(server: ChildProcess, origin: string, timeoutMs = 120_000) {
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

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  // The server gives in-flight requests 10 s; after 20 s it is stuck.
  const force = setTimeout(() => server.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(force)
}
