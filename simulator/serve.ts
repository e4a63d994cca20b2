// `npm run simulator`: the mock upstream alone, a plain Node HTTP server answering the lxp routes
// (contracts/lxp/) and the sandbox's calls on SIMULATOR_PORT (default 4010), on a database of its own:
// PostgreSQL at SIMULATOR_DATABASE_URL, else PGlite under SIMULATOR_DATA_DIR (default ./.data/simulator).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { attachDatabase, openSimulatorDatabase } from './db/database'
import { handleSimulatorRequest } from './simulator-handler.server'
import { seedSimulator } from './simulator.seed'

function settings() {
  const port = Number(process.env.SIMULATOR_PORT ?? 4010)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`SIMULATOR_PORT must be a port number, got "${process.env.SIMULATOR_PORT}"`)
  return {
    port,
    host: process.env.SIMULATOR_HOST ?? '127.0.0.1',
    url: process.env.SIMULATOR_DATABASE_URL || undefined,
    dataDir: process.env.SIMULATOR_DATA_DIR ?? './.data/simulator',
  }
}

function requestOf(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue
    for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry)
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(response: Response, outgoing: ServerResponse) {
  outgoing.statusCode = response.status
  response.headers.forEach((value, name) => outgoing.setHeader(name, value))
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

export async function startSimulatorServer() {
  const { port, host, url, dataDir } = settings()
  const handle = await openSimulatorDatabase({
    url,
    dataDir,
    // Migrates its tables, then seeds.
    prepare: seedSimulator,
  })
  attachDatabase(handle.db)
  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? `${host}:${port}`}`
    const answer = new URL(incoming.url ?? '/', origin).pathname === '/healthz' ? Promise.resolve(Response.json({ status: 'ok' })) : handleSimulatorRequest(requestOf(incoming, origin))
    answer
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        console.error('simulator: a request failed', error)
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' })
        outgoing.end(JSON.stringify({ errors: [{ code: 'INTERNAL_ERROR', category: 'SYSTEM', message: 'Something went wrong on our side. Please try again.' }] }))
      })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = server.address()
  const listening = typeof address === 'object' && address ? address.port : port
  console.warn(`simulator: the mock upstream answers on http://${host}:${listening} (LXP_BASE_URL for the app)`)
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await handle.close()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(0)))
  return { port: listening, stop }
}

await startSimulatorServer().catch((error: unknown) => {
  console.error(`simulator: start-up failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
