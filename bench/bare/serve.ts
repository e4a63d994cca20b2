// Serves the bare page's build as server/serve.ts serves the app: srvx, the same static middleware
// settings and the same response compression, so the bench compares the apps, not the adapters.
// Usage: node bench/bare/serve.ts (PORT, default 3398).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse } from '../../server/http/compression.ts'

process.env.NODE_ENV = 'production'
const distDir = path.join(import.meta.dirname, 'dist')
const app = (await import(pathToFileURL(path.join(distDir, 'server/server.js')).href)) as { default: { fetch(request: Request): Promise<Response> | Response } }
const statics = staticMiddleware({ dir: path.join(distDir, 'client'), maxAge: 31_536_000, immutable: true, encodings: true })
const compression: ServerMiddleware = async (request, next) => compressResponse(request, await next())
const server = serve({
  port: Number(process.env.PORT ?? 3398),
  hostname: '127.0.0.1',
  silent: true,
  // As in server/serve.ts: statics first (precompressed), then compression for what the app answers.
  middleware: [(request, next) => (new URL(request.url).pathname === '/' ? next() : statics(request, next)), compression],
  fetch: (request) => app.default.fetch(request),
})
await server.ready()
process.once('SIGTERM', () => void server.close(true).then(() => process.exit(0)))
