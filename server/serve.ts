// The production HTTP server: serves dist/client statics and hands everything else to the built
// app, with compression, long caching for hashed assets, health probes (/healthz, /readyz), and a
// drain on SIGTERM: readiness answers 503 "draining" at once, the listener serves on for DRAIN_DELAY_MS
// (answers then end their keep-alive connection), then stops accepting and finishes in-flight requests;
// the process exits within DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS whatever a dependency does (issue 38).
// Bundled at build into dist/serve.js, which every way of serving runs: a .ts file would load Node's type
// stripper into the server for good (docs/decisions/103). It imports only alias-free modules, so
// `node server/serve.ts` still runs it for a look at a change without a build of the server.
import { spawn } from 'node:child_process'
import net from 'node:net'
import v8 from 'node:v8'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { ConfigError, config } from './config/env.ts'
import { collectWhenQuiet } from './http/collect-when-quiet.ts'
import { compressResponse } from './http/compression.ts'
import { logger, routeConsoleThroughLogger } from './log/logger.ts'
import { mapSources, mapWorkerPolicy, mapWorkerScript, securityHeaders, withHeaders } from './http/security-headers.ts'
import { startServerTelemetry, telemetryEnvironmentOf } from './telemetry/otel.server.ts'
import { sitePackage } from './site/site-package.ts'
import { maxRequestBodyBytes, payloadTooLarge } from './http/request-body.ts'
import { decodes, undecodablePath } from './http/undecodable-path.ts'
import { answerClientError } from './http/client-error.ts'

type AppEntry = {
  default: { fetch(request: Request): Promise<Response> | Response }
  boot(): Promise<void>
  prepareDatabase(): Promise<void>
  closeStreams(): void
  readiness(): Promise<{ ready: boolean; status: string; checks: Record<string, string> }>
  backup(): Promise<void>
  shutdown(): Promise<void>
}

const distDir = path.resolve(process.cwd(), 'dist')
/** Set for the child process that only creates and seeds the embedded database, then exits. */
const prepareOnlyVariable = 'SERVE_PREPARE_DATABASE_ONLY'

/**
 * A first start on an empty DATA_DIR creates, migrates and seeds the embedded database in a child
 * process: seeding grows PGlite's WebAssembly memory (never given back), V8's heap and glibc's arenas
 * by ~100 MB that a server opening the seeded database never needs (docs/decisions/084).
 */
async function prepareEmbeddedDatabaseApart(dataDir: string) {
  if (dataDir.startsWith('memory://') || existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) return
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [prepareOnlyVariable]: 'on' },
    stdio: 'inherit',
  })
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]))
  })
  if (code !== 0) throw new ConfigError(`Preparing the database in DATA_DIR failed (${signal ?? `exit code ${code}`}).`)
}

/**
 * How far V8 lets its heap grow past what the last full collection kept: by half (the default lets it
 * double or more while pages are rendered back to back). Under a load of rendered pages the server
 * peaked at 460–500 MB resident with the default and 330–355 MB with this, for the same CPU per page
 * (docs/decisions/100). Read at every collection, so it applies although set after start-up.
 */
const heapGrowingPercent = 50

/** Gives Node's error for a request whose client hung up before its answer the status of a closed request. */
function markClientGone(reason: unknown) {
  if (reason instanceof Error && (reason as NodeJS.ErrnoException).code === 'ECONNRESET' && !('status' in reason)) Object.assign(reason, { status: 499 })
}

async function main() {
  routeConsoleThroughLogger()
  // Node would print it raw before exiting; it leaves as one line of the log instead.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception')
    process.exit(1)
  })
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`)
  const settings = config()
  // Libraries choose their build by process.env.NODE_ENV when first loaded (React's server renderer is
  // several times slower, and larger, in development): they must see what the configuration decided,
  // which defaults to production when the variable is unset (docs/decisions/061, 067).
  process.env.NODE_ENV = settings.NODE_ENV
  const serverEntry = path.join(distDir, 'server/server.js')
  if (!existsSync(serverEntry)) throw new ConfigError('No build found: run `npm run build` first (or `npm start`).')
  if (process.env[prepareOnlyVariable] === 'on') {
    const app = (await import(pathToFileURL(serverEntry).href)) as AppEntry
    await app.prepareDatabase()
    process.exit(0)
  }
  if (settings.authSecretGenerated && settings.isProduction) {
    logger.warn({ file: path.join(settings.DATA_DIR, 'auth-secret') }, 'AUTH_SECRET is not set: using a secret generated into DATA_DIR; set AUTH_SECRET (at least 32 characters) before serving real traffic')
  }
  if (settings.devTools) logger.warn('developer tools are on (/dev/*, the known draft secret, test environments): for this machine only')
  if (!settings.DATABASE_URL) await prepareEmbeddedDatabaseApart(settings.DATA_DIR)
  // OpenTelemetry starts before the app loads, so its modules are instrumented; off without an endpoint
  // or a Prometheus endpoint (OTEL_METRICS_EXPORTER=prometheus).
  const telemetry = await startServerTelemetry({
    endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: sitePackage.name,
    serviceVersion: sitePackage.version,
    environment: telemetryEnvironmentOf(settings.NODE_ENV),
    metricExporters: settings.OTEL_METRICS_EXPORTER,
    prometheus: settings.prometheus,
  })
  const app = (await import(pathToFileURL(serverEntry).href)) as AppEntry
  await app.boot()

  const basePath = settings.BASE_PATH
  let stopping = false
  const staticSecurity = securityHeaders({
    frameAncestors: settings.FRAME_ANCESTORS,
    https: settings.PUBLIC_SITE_URL.startsWith('https:'),
    development: false,
  })
  const clientDir = path.join(distDir, 'client')
  const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true, encodings: true })
  const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600, encodings: true })
  // The build's top-level names (assets, icons, images, favicon.svg, favicon.ico): a path under any other name
  // is no file, so a page request goes to the app without the static middleware's three stat calls
  // (path, path.html, path/index.html) and a copied Request (docs/decisions/095).
  const clientEntries = new Set(existsSync(clientDir) ? readdirSync(clientDir) : [])
  const mayBeFile = (relative: string) => relative.includes('%') || clientEntries.has(relative.slice(1).split('/', 1)[0]!)

  // Statics live under BASE_PATH; the static middleware sees paths relative to it.
  const statics: ServerMiddleware = async (request, next) => {
    const url = new URL(request.url)
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    if (basePath && !url.pathname.startsWith(`${basePath}/`)) return next()
    const relative = url.pathname.slice(basePath.length)
    if (relative === '/' || !mayBeFile(relative)) return next()
    url.pathname = relative
    const local = new Request(url, { method: request.method, headers: request.headers })
    const serveFile = relative.startsWith('/assets/') ? hashedAssets : publicFiles
    let passed = false
    const response = await serveFile(local as never, () => {
      passed = true
      return next()
    })
    if (passed) return response
    return withHeaders(response, mapWorkerScript.test(relative) ? { ...staticSecurity, 'Content-Security-Policy': mapWorkerPolicy(mapSources(settings.MAP_STYLE_URL)) } : staticSecurity)
  }

  const compression: ServerMiddleware = async (request, next) => compressResponse(request, await next())

  // A body announced over the limit is refused before it is read, in the API's error envelope (srvx would
  // throw its own error shape from the read); one that grows past it while read is the API handler's 413.
  const bodyLimit: ServerMiddleware = (request, next) => {
    const length = Number(request.headers.get('content-length') ?? 0)
    return length > maxRequestBodyBytes ? withHeaders(payloadTooLarge(), staticSecurity) : next()
  }

  // A path that does not decode names no file and no page: 400 in the API's envelope, or a page for a browser.
  const readablePath: ServerMiddleware = (request, next) => (decodes(new URL(request.url).pathname) ? next() : withHeaders(undecodablePath(request), staticSecurity))

  // While draining, each answer closes its connection: the balancer opens its next one to an instance that
  // stays, so no keep-alive connection is left idle here for the listener's close to cut under a request.
  const lastOnConnection: ServerMiddleware = async (_request, next) => {
    const response = await next()
    return stopping ? withHeaders(response, { connection: 'close' }) : response
  }

  // A client that hangs up before its answer (a page closed mid-POST, an image the browser no longer wants) fails
  // the request with Node's `aborted` (ECONNRESET): a read of the body throws it, and TanStack Start throws the
  // request signal's reason. Start prints any error without an HTTP status as a raw stack; marked 499 (client
  // closed request), it is answered as one, and the request log records it as the client's doing.
  const clientGone: ServerMiddleware = (request, next) => {
    // First of the request stream's listeners, so the error is marked before anything else sees it.
    request.runtime?.node?.req.prependOnceListener('error', markClientGone)
    return next()
  }

  // Probes for load balancers and Kubernetes, at the root and under BASE_PATH: liveness says the process
  // answers; readiness asks the app (database and migrations decide; upstream and Redis are reported)
  // and says no once draining.
  const probes: ServerMiddleware = async (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const { pathname } = new URL(request.url)
    const probe = basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname
    const answer = (body: unknown, ok: boolean) => withHeaders(Response.json(body, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } }), staticSecurity)
    if (probe === '/healthz') return answer({ status: 'ok' }, true)
    if (probe !== '/readyz') return next()
    if (stopping) return answer({ status: 'draining' }, false)
    const { ready, status, checks } = await app.readiness()
    return answer({ status, checks }, ready)
  }

  const server = serve({
    port: settings.PORT,
    hostname: settings.HOST,
    silent: true,
    gracefulShutdown: false,
    maxRequestBodySize: maxRequestBodyBytes,
    // Every request is noted first (collectWhenQuiet). Probes, then statics: statics are precompressed (or served
    // as they are), and their bodies are Node file streams that must not be read through undici's web-stream
    // wrapper, which throws "ReadableStream is already closed" (uncaught) when a browser abandons the download.
    // The rest goes to the app: a client that hangs up is marked (clientGone), and responses are compressed.
    middleware: [await collectWhenQuiet(), lastOnConnection, probes, bodyLimit, readablePath, statics, clientGone, compression],
    fetch: (request) => app.default.fetch(request),
  })
  // A request Node's parser refuses (headers over 16 KB: 431; unreadable HTTP: 400; too slow: 408) is answered in the API's error envelope, not bare.
  server.node?.server?.on('clientError', answerClientError)
  await server.ready()
  logger.info({ url: server.url, database: settings.DATABASE_URL ? 'postgres' : 'pglite', environment: settings.NODE_ENV, devTools: settings.devTools }, 'listening')


  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // SIGINT is a person at a terminal: no balancer to wait for.
    const drainDelayMs = signal === 'SIGTERM' ? settings.DRAIN_DELAY_MS : 0
    logger.info({ signal, drainDelayMs, shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS }, 'draining: /readyz answers 503; serving on until the drain delay ends')
    // Whatever a request or a dependency does, the process ends at this deadline.
    setTimeout(() => {
      logger.error({ shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting')
      process.exit(1)
    }, drainDelayMs + settings.SHUTDOWN_TIMEOUT_MS)
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs))
    logger.info('shutting down: no new connections; finishing in-flight requests')
    app.closeStreams()
    // SIGTERM stops accepting and leaves each open connection to end by itself: after its request in flight (the answer
    // says `Connection: close`), or when its client lets it go idle (nginx closes idle upstream connections after 4 s,
    // before Node's 5 s keep-alive timeout). Closing idle connections here (http.Server.close) would reset any request a
    // client is already sending on one, and nginx cannot send a POST without an idempotency key again: a 502 in every
    // rolling restart (issue 38). SIGINT, a person at a terminal, closes them at once.
    const listener = server.node?.server
    if (signal === 'SIGTERM' && listener) await new Promise((resolve) => net.Server.prototype.close.call(listener, resolve))
    await server.close()
    await app.shutdown()
    logger.info('stopped')
    await telemetry?.shutdown().catch(() => undefined)
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGUSR2', () => void app.backup())
}

// One plain line for the operator (console is the structured log's by now).
main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `Start-up failed: ${error instanceof Error ? error.message : String(error)}`}\n`)
  process.exit(1)
})
