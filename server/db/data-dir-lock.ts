// The embedded database has one writer (issue 38): two processes on one DATA_DIR each kept their own
// copy of the data and the last to stop overwrote the other's bookings. A lock file in DATA_DIR names the
// process that holds it; another process (or a second open in the same one) refuses with one line. A
// lock whose process is gone (a kill -9, a crash) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export const lockFileName = 'pglite.lock'

/** The process holding DATA_DIR, or undefined when none alive does. */
export function dataDirHolder(dataDir: string): number | undefined {
  let holder: number
  try {
    holder = Number(readFileSync(path.join(dataDir, lockFileName), 'utf8').trim())
  } catch {
    return undefined
  }
  return Number.isInteger(holder) && holder > 0 && isAlive(holder) ? holder : undefined
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes DATA_DIR for this process; answers how to give it back (also done when the process exits). */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, lockFileName)
  for (;;) {
    try {
      const descriptor = openSync(file, 'wx', 0o600)
      writeSync(descriptor, String(process.pid))
      closeSync(descriptor)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = dataDirHolder(dataDir)
      if (holder !== undefined) {
        throw new Error(`DATA_DIR ${path.resolve(dataDir)} is in use by process ${holder}: the embedded database takes one process; stop it, or give this one another DATA_DIR (or DATABASE_URL to share a database)`)
      }
      rmSync(file, { force: true })
    }
  }
  const release = () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true })
    } catch {
      // Already gone.
    }
  }
  process.once('exit', release)
  return () => {
    process.off('exit', release)
    release()
  }
}
