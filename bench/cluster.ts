// `npm run bench:cluster`: requests per second of a results page served by 1 and by 2 production
// instances behind nginx on one PostgreSQL database (scripts/cluster/cluster.ts), and their ratio.
// Needs DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres, where a throwaway
// database is created and dropped) and nginx. Nothing is asserted: the numbers are printed.
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { startCluster } from '../scripts/cluster/cluster.ts'

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10)
const port = Number(process.env.BENCH_PORT ?? 3590)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const resultsPath = `/accommodations/search-results?destination=New+York&checkIn=${inDays(30)}&checkOut=${inDays(33)}`

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function measure(instances: number) {
  const name = `bench_cluster_${randomBytes(4).toString('hex')}`
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const cluster = await startCluster({ instances, port, databaseUrl: url.href, authSecret: randomBytes(32).toString('base64url'), env: { LOG_LEVEL: 'warn' } })
  try {
    const target = `${cluster.url}${resultsPath}`
    const probe = await fetch(target)
    if (!probe.ok) throw new Error(`${target} answered ${probe.status}`)
    await autocannon({ url: target, connections: 16, duration: 2, headers: { 'accept-encoding': 'br, gzip' } })
    const result = await autocannon({ url: target, connections: 16, duration: durationSeconds, headers: { 'accept-encoding': 'br, gzip' } })
    return { instances, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
  } finally {
    await cluster.stop()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

const one = await measure(1)
const two = await measure(2)
console.table([one, two])
console.log(`2 instances / 1 instance: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× (a results page, ${durationSeconds} s, 16 connections, through nginx, on this machine's cores)`)
