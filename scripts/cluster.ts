// `npm run cluster`: N production instances on DATABASE_URL (and REDIS_URL when set) behind nginx,
// as docs/operations.md "Running several instances" shows. Builds first when needed; Ctrl-C stops everything.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.ts'
import { startCluster } from './cluster/cluster.ts'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
})
const instances = Number(values.instances)
const port = Number(values.port)
if (!Number.isInteger(instances) || instances < 1 || !Number.isInteger(port) || port < 1 || port + instances > 65535) {
  console.error('Usage: npm run cluster -- [--instances N] [--port P]   (nginx on P, instances on P+1 … P+N)')
  process.exit(1)
}
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error('DATABASE_URL is required: the instances share one PostgreSQL database (see docs/operations.md "Running several instances").')
  process.exit(1)
}
let authSecret = process.env.AUTH_SECRET
if (!authSecret) {
  authSecret = randomBytes(32).toString('base64url')
  console.log('AUTH_SECRET is not set: using one made up for this run (sessions end when the cluster stops).')
}

if (!buildIsCurrent()) {
  console.log('No current build: building (about a minute)…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeBuildStamp()
}

console.log(`Starting ${instances} instances on ports ${port + 1}–${port + instances} behind nginx on ${port}…`)
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  redisUrl: process.env.REDIS_URL,
  authSecret,
  onOutput: (source, line) => console.log(`[${source}] ${line}`),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
console.log(`Ready: ${cluster.url} (instances: ${cluster.instances.map((instance) => instance.url).join(', ')})`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('Stopping: the instances finish their requests first…')
  await cluster.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
