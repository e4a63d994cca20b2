// `npm run test:example`: the integrators' examples against the built server: the client package is
// built, the server starts as a sandbox (SANDBOX=on) on a free port with a fresh DATA_DIR, the example
// searches, books and cancels a hotel as a member with a personal access token
// (examples/book-a-hotel.ts), a test writer's suite drives the sandbox's reset and scenarios
// (examples/sandbox-tests.ts), the server stops.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
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
  const example = spawnSync(node, [path.join(root, 'examples/book-a-hotel.ts')], { cwd: root, stdio: 'inherit', env })
  const suite = example.status === 0 ? spawnSync(node, ['--test', path.join(root, 'examples/sandbox-tests.ts')], { cwd: root, stdio: 'inherit', env }) : example
  exitCode = suite.status ?? 1
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
