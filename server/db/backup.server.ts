// Backups of the database (issue 38): the embedded one as PGlite's gzipped data-folder tar, taken from
// the process that holds DATA_DIR (a copy of a running folder will not open); PostgreSQL through
// pg_dump and pg_restore. `npm run db:backup` / `db:restore` (scripts/db.ts) run these.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { logger } from '../log/logger'
import { dataDirHolder, lockDataDir } from './data-dir-lock'

/** Where `npm run db:backup` asks the process holding DATA_DIR for a backup (then signals it: SIGUSR2). */
export const backupRequestFile = 'backup-request'

/** Writes `dump()` to `file` whole or not at all. */
async function writeWhole(file: string, dump: () => Promise<Blob>) {
  const partial = `${file}.partial`
  writeFileSync(partial, Buffer.from(await (await dump()).arrayBuffer()))
  renameSync(partial, file)
}

/** In the serving process, on SIGUSR2: the backup `npm run db:backup` asked for, between queries. */
export async function writeRequestedBackup(dataDir: string, dump: () => Promise<Blob>) {
  const request = path.join(dataDir, backupRequestFile)
  if (!existsSync(request)) return
  const file = readFileSync(request, 'utf8').trim()
  try {
    await writeWhole(file, dump)
    logger.info({ file }, 'backup written')
  } catch (error) {
    logger.error({ err: error, file }, 'backup failed')
  } finally {
    rmSync(request, { force: true })
  }
}

const requestTimeoutMs = 120_000

async function pgliteAt(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite')
  const unlock = lockDataDir(dataDir)
  try {
    const client = await PGlite.create(path.resolve(dataDir, 'pglite'), loadDataDir ? { loadDataDir } : {})
    return { client, close: () => client.close().finally(unlock) }
  } catch (error) {
    unlock()
    throw error
  }
}

/** Backs up the embedded database of `dataDir` into `file`, through its serving process when one holds it. */
export async function backupEmbedded(dataDir: string, file: string) {
  const target = path.resolve(file)
  const holder = dataDirHolder(dataDir)
  if (holder === undefined) {
    const { client, close } = await pgliteAt(dataDir)
    try {
      await writeWhole(target, () => client.dumpDataDir('gzip'))
    } finally {
      await close()
    }
    return
  }
  rmSync(target, { force: true })
  const request = path.join(dataDir, backupRequestFile)
  writeFileSync(request, target)
  process.kill(holder, 'SIGUSR2')
  const deadline = Date.now() + requestTimeoutMs
  while (existsSync(request)) {
    if (Date.now() > deadline) throw new Error(`process ${holder} holding DATA_DIR did not write the backup within ${requestTimeoutMs / 1000} s (see its log)`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!existsSync(target)) throw new Error(`process ${holder} holding DATA_DIR could not write the backup (see its log)`)
}

/** Restores a backup into `dataDir`, which must hold no database yet (restore beside, then switch DATA_DIR). */
export async function restoreEmbedded(file: string, dataDir: string) {
  if (existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`DATA_DIR ${path.resolve(dataDir)} already holds a database: restore into an empty folder, then point DATA_DIR at it`)
  }
  const { client, close } = await pgliteAt(dataDir, new Blob([readFileSync(file)]))
  try {
    await client.query('SELECT 1')
  } finally {
    await close()
  }
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', (error) => reject(new Error(`${command} could not run (${error.message}): install PostgreSQL's client tools`)))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code})`))))
  })
}

/** PostgreSQL: a consistent dump in pg_dump's custom format, taken while instances serve. */
export const backupPostgres = (url: string, file: string) => run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`])

/** PostgreSQL: replaces the database's objects with the dump's (stop the instances first). */
export const restorePostgres = (file: string, url: string) => run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file])
