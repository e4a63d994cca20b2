// Readiness for load balancers and Kubernetes probes (docs/operations.md "Running several instances"): GET /readyz
// (answered by server/serve.ts, which also says "draining" once SIGTERM arrived) asks this whether the
// database answers and every migration of this build is applied: what this instance needs to serve. The
// travel platform and the shared rate-limit store are reported too; failing, they make the instance
// "degraded" (still 200: every instance shares them, and taking all out of a balancer takes the site
// down), unless READINESS_STRICT=on makes them decide as well (issue 38).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'

type CheckResult = 'ok' | 'embedded' | 'unreachable' | 'behind' | 'failing' | 'memory' | 'degraded'
export type Readiness = { ready: boolean; status: 'ready' | 'degraded' | 'not ready'; checks: Record<'database' | 'migrations' | 'upstream' | 'rateLimits', CheckResult> }

const checkTimeoutMs = 2_000

export type ReadinessOptions = {
  database: () => Promise<Database>
  /** LXP_BASE_URL; unset means the embedded simulator, which lives in this process on the same database. */
  upstreamUrl?: string
  /** The `when` of the newest migration this build ships (drizzle's journal). */
  newestMigrationMillis: number
  /** Whether the shared rate-limit store has been failing (undefined: none, counting in this process). */
  rateLimitsDegraded?: () => Promise<boolean | undefined>
  /** READINESS_STRICT: a failing upstream or rate-limit store makes the instance not ready. */
  strict?: boolean
  fetch?: typeof fetch
}

export function createReadinessCheck({ database, upstreamUrl, newestMigrationMillis, rateLimitsDegraded = async () => undefined, strict = false, fetch: fetchUpstream = fetch }: ReadinessOptions) {
  async function checkDatabase(): Promise<{ database: CheckResult; migrations: CheckResult }> {
    try {
      const db = await withTimeout(database())
      // drizzle's migrator records each applied migration's `when` as created_at.
      const result = await withTimeout(db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`))
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: string | number | null }[]
      const newest = Number(rows[0]?.newest ?? 0)
      return { database: 'ok', migrations: newest >= newestMigrationMillis ? 'ok' : 'behind' }
    } catch {
      return { database: 'unreachable', migrations: 'unreachable' }
    }
  }

  async function checkUpstream(): Promise<CheckResult> {
    if (!upstreamUrl) return 'embedded'
    try {
      const response = await fetchUpstream(upstreamUrl, { method: 'GET', signal: AbortSignal.timeout(checkTimeoutMs), redirect: 'manual' })
      await response.body?.cancel()
      // Any answer but a server error shows the platform is there; its own routes need credentials.
      return response.status < 500 ? 'ok' : 'failing'
    } catch {
      return 'unreachable'
    }
  }

  return async function readiness(): Promise<Readiness> {
    const [stored, upstream, degraded] = await Promise.all([checkDatabase(), checkUpstream(), rateLimitsDegraded()])
    const rateLimits: CheckResult = degraded === undefined ? 'memory' : degraded ? 'degraded' : 'ok'
    const checks = { ...stored, upstream, rateLimits }
    const instanceReady = checks.database === 'ok' && checks.migrations === 'ok'
    const sharedFine = (upstream === 'ok' || upstream === 'embedded') && rateLimits !== 'degraded'
    const ready = instanceReady && (sharedFine || !strict)
    return { ready, status: !ready ? 'not ready' : sharedFine ? 'ready' : 'degraded', checks }
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), checkTimeoutMs).unref())])
}

/** The newest migration in the journal shipped beside the server (npm scripts run at the package root). */
export function newestMigrationMillis(migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations')) {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((entry) => entry.when))
}
