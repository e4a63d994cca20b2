// The database never holds the server without a word (issue 38): a PostgreSQL that refuses or accepts
// and never answers stops the start-up within DATABASE_CONNECT_TIMEOUT_MS with one line naming
// DATABASE_URL; a statement past DATABASE_STATEMENT_TIMEOUT_MS is ended; a failed migration says
// PostgreSQL's own reason; an idle connection the server closed is logged without the client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '@server/db/database.server'
import { logger } from '@server/log/logger'
import { createTestDatabase } from '../fixtures/database'

afterEach(() => vi.restoreAllMocks())

async function listening(server: net.Server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  return (server.address() as net.AddressInfo).port
}

describe('a database that cannot be reached at start-up', () => {
  it('one that accepts connections and never answers ends the start-up at the deadline, naming DATABASE_URL', async () => {
    const sockets = new Set<net.Socket>()
    const silent = net.createServer((socket) => void sockets.add(socket.on('data', () => undefined)))
    const port = await listening(silent)
    try {
      const opening = openDatabase({ url: `postgres://app:secret-password@127.0.0.1:${port}/travel`, dataDir: 'unused', limits: { connectTimeoutMs: 300 } })
      const failure = await opening.then(() => undefined, (error: Error) => error)
      expect(failure?.message).toBe(`could not connect to the database of DATABASE_URL (127.0.0.1:${port}) within DATABASE_CONNECT_TIMEOUT_MS=300: Connection terminated due to connection timeout`)
      expect(failure?.message).not.toContain('secret-password')
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  })

  it('one that refuses connections names DATABASE_URL and the refusal', async () => {
    const closed = net.createServer()
    const port = await listening(closed)
    await new Promise((resolve) => closed.close(resolve))
    const failure = await openDatabase({ url: `postgres://127.0.0.1:${port}/travel`, dataDir: 'unused' }).then(() => undefined, (error: Error) => error)
    expect(failure?.message).toBe(`could not connect to the database of DATABASE_URL (127.0.0.1:${port}): connect ECONNREFUSED 127.0.0.1:${port}`)
  })
})

describe('a failed migration', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'travel-migrations-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it("says the database's own reason in one line", async () => {
    mkdirSync(path.join(folder, 'meta'), { recursive: true })
    writeFileSync(path.join(folder, '0000_rooms.sql'), 'CREATE TABLE "rooms" ("id" integer PRIMARY KEY);\n--> statement-breakpoint\nINSERT INTO "rooms" VALUES (1);')
    writeFileSync(path.join(folder, '0001_details.sql'), 'ALTER TABLE "rooms" ADD COLUMN "details" jsonb NOT NULL;')
    const entries = ['0000_rooms', '0001_details'].map((tag, idx) => ({ idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true }))
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }))
    const failure = await openDatabase({ dataDir: 'memory://', migrationsFolder: folder }).then(() => undefined, (error: Error) => error)
    expect(failure?.message).toBe('a migration of server/db/migrations failed: column "details" of relation "rooms" contains null values (SQLSTATE 23502) in: ALTER TABLE "rooms" ADD COLUMN "details" jsonb NOT NULL;')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL limits', () => {
  it('ends a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const created = (await createTestDatabase())!
    const handle = await openDatabase({ url: created.url, dataDir: 'unused', limits: { statementTimeoutMs: 200 } })
    try {
      await expect(handle.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '57014' }) })
    } finally {
      await handle.close()
      await created.drop()
    }
  })

  it('logs an idle connection the server closed with its reason only', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const created = (await createTestDatabase())!
    const handle = await openDatabase({ url: created.url, dataDir: 'unused' })
    try {
      const [{ pid }] = (await handle.pool!.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }]
      const admin = new pg.Client({ connectionString: created.url })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [pid]).finally(() => admin.end())
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith({ reason: expect.any(String), code: '57P01' }, 'an idle database connection was closed'))
    } finally {
      await handle.close()
      await created.drop()
    }
  })
})
