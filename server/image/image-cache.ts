// The resizer's results on disk (DATA_DIR/image-cache), at most `maxBytes` of them (issue 35): a read
// makes a result the most recently used, and each write removes the least recently used until the
// folder fits. The index is this process's own, built from the folder on first use (oldest first).
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { logger } from '../log/logger'

export type ImageCache = {
  /** The result kept under `name`, or undefined. */
  read(name: string): Promise<Buffer | undefined>
  /** Keeps `body` under `name`; a failed write only costs a later resize. */
  keep(name: string, body: Buffer): Promise<void>
  /** Bytes kept now. */
  bytes(): Promise<number>
}

export function createImageCache(dir: string, maxBytes: number): ImageCache {
  /** Size by file name, least recently used first (a Map keeps insertion order). */
  let index: Promise<Map<string, number>> | undefined
  let total = 0
  const entries = () => (index ??= scan())

  /** One stat at a time: a start-up with thousands of results must not fill the thread pool. */
  async function scan() {
    const found: { name: string; size: number; mtimeMs: number }[] = []
    for (const name of await readdir(dir).catch(() => [])) {
      if (name.endsWith('.tmp')) continue
      const info = await stat(path.join(dir, name)).catch(() => undefined)
      if (info?.isFile()) found.push({ name, size: info.size, mtimeMs: info.mtimeMs })
    }
    const sizes = new Map<string, number>()
    for (const { name, size } of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      sizes.set(name, size)
      total += size
    }
    await evict(sizes)
    return sizes
  }

  async function evict(sizes: Map<string, number>) {
    for (const [name, size] of sizes) {
      if (total <= maxBytes) return
      sizes.delete(name)
      total -= size
      await rm(path.join(dir, name), { force: true }).catch((error: unknown) => logger.warn({ area: 'image', err: error, name }, 'image cache removal failed'))
    }
  }

  function forget(sizes: Map<string, number>, name: string) {
    total -= sizes.get(name) ?? 0
    sizes.delete(name)
  }

  return {
    async read(name) {
      const sizes = await entries()
      if (!sizes.has(name)) return undefined
      const body = await readFile(path.join(dir, name)).catch(() => undefined)
      if (!body) {
        forget(sizes, name)
        return undefined
      }
      // The most recently used goes last (unless removed while it was read).
      const size = sizes.get(name)
      if (size !== undefined && sizes.delete(name)) sizes.set(name, size)
      return body
    },
    async keep(name, body) {
      const sizes = await entries()
      const file = path.join(dir, name)
      // Through a temporary file, so a reader never sees half a result.
      const temporary = `${file}.${randomUUID()}.tmp`
      try {
        await mkdir(dir, { recursive: true })
        await writeFile(temporary, body)
        await rename(temporary, file)
      } catch (error) {
        logger.warn({ area: 'image', err: error, file }, 'image cache write failed')
        await rm(temporary, { force: true }).catch(() => undefined)
        return
      }
      forget(sizes, name)
      sizes.set(name, body.length)
      total += body.length
      await evict(sizes)
    },
    async bytes() {
      await entries()
      return total
    },
  }
}
