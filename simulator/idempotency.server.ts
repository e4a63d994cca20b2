// Bookings and cancellations happen once per idempotency key (§D6): a retry with the same
// key and the same request gets the first answer; the same key with another request is refused.
// The key row is written in the operation's own transaction, so a concurrent duplicate waits for the
// first to commit and then replays it, and a refused operation leaves no key behind.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './db/database'
import type { Executor } from './db/database'
import { SimulatorError } from './simulator-error'
import { simIdempotency } from './simulator.tables'

export type StoredAnswer<T> = { status: number; body: T; replayed: boolean }

export function requestHashOf(request: unknown) {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url')
}

async function stored<T>(db: Executor, key: string, requestHash: string): Promise<StoredAnswer<T> | undefined> {
  const [row] = await db.select().from(simIdempotency).where(eq(simIdempotency.key, key))
  if (!row) return undefined
  if (row.requestHash !== requestHash) {
    throw new SimulatorError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different request. Send a new key for a new request.', { field: 'idempotency-key' })
  }
  return { status: row.status, body: row.response as T, replayed: true }
}

/** The stored answer for this key, if the operation already ran (read before any pricing work). */
export function previousAnswer<T>(db: Database, key: string, requestHash: string) {
  return stored<T>(db, key, requestHash)
}

/** Runs `work` once for the key, inside one transaction with the key's row. */
export async function once<T>(db: Database, key: string, requestHash: string, work: (tx: Executor) => Promise<{ status: number; body: T }>): Promise<StoredAnswer<T>> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(simIdempotency).values({ key, requestHash, status: 0, response: {} }).onConflictDoNothing().returning({ key: simIdempotency.key })
    if (claimed.length === 0) {
      const answer = await stored<T>(tx, key, requestHash)
      if (answer) return answer
    }
    const answer = await work(tx)
    await tx
      .update(simIdempotency)
      .set({ status: answer.status, response: answer.body as object })
      .where(eq(simIdempotency.key, key))
    return { ...answer, replayed: false }
  })
}
