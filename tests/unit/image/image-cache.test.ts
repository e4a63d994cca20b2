// Issue 35 "the cache has a byte limit": the resizer's results on disk never exceed it; the least
// recently used (read or written) go first, and a folder left over from an earlier start is brought
// within the limit on first use.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createImageCache } from '@server/image/image-cache'

const root = mkdtempSync(path.join(tmpdir(), 'image-cache-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let folders = 0
const freshFolder = () => path.join(root, `cache-${++folders}`)
const filesIn = (dir: string) => readdirSync(dir).sort()
const bytes = (size: number) => Buffer.alloc(size, 1)

describe('the image cache', () => {
  it('keeps results until the next one would pass the limit, then removes the least recently used', async () => {
    const dir = freshFolder()
    const cache = createImageCache(dir, 300)
    await cache.keep('a.webp', bytes(100))
    await cache.keep('b.webp', bytes(100))
    await cache.keep('c.webp', bytes(100))
    expect(await cache.bytes()).toBe(300)
    await cache.keep('d.webp', bytes(100))
    expect(filesIn(dir)).toEqual(['b.webp', 'c.webp', 'd.webp'])
    expect(await cache.bytes()).toBe(300)
    expect(await cache.read('a.webp')).toBeUndefined()
  })

  it('counts a read as a use: the result read last stays', async () => {
    const dir = freshFolder()
    const cache = createImageCache(dir, 300)
    for (const name of ['a.webp', 'b.webp', 'c.webp']) await cache.keep(name, bytes(100))
    expect((await cache.read('a.webp'))?.length).toBe(100)
    await cache.keep('d.webp', bytes(150))
    expect(filesIn(dir)).toEqual(['a.webp', 'd.webp'])
    expect(await cache.bytes()).toBe(250)
  })

  it('replaces a result kept again under the same name without counting it twice', async () => {
    const dir = freshFolder()
    const cache = createImageCache(dir, 300)
    await cache.keep('a.webp', bytes(100))
    await cache.keep('a.webp', bytes(120))
    expect(await cache.bytes()).toBe(120)
    expect((await cache.read('a.webp'))?.length).toBe(120)
  })

  it('brings a folder from an earlier start within the limit, oldest files first, and leaves half-written files alone', async () => {
    const dir = freshFolder()
    const earlier = createImageCache(dir, 10_000)
    for (const name of ['old.webp', 'middle.webp', 'new.webp']) await earlier.keep(name, bytes(100))
    const hour = 3_600_000
    utimesSync(path.join(dir, 'old.webp'), new Date(Date.now() - 3 * hour), new Date(Date.now() - 3 * hour))
    utimesSync(path.join(dir, 'middle.webp'), new Date(Date.now() - 2 * hour), new Date(Date.now() - 2 * hour))
    writeFileSync(path.join(dir, 'new.webp.1234.tmp'), bytes(10))

    const restarted = createImageCache(dir, 200)
    expect(await restarted.bytes()).toBe(200)
    expect(filesIn(dir)).toEqual(['middle.webp', 'new.webp', 'new.webp.1234.tmp'])
    expect((await restarted.read('new.webp'))?.length).toBe(100)
  })

  it('forgets a result whose file is gone', async () => {
    const dir = freshFolder()
    const cache = createImageCache(dir, 300)
    await cache.keep('a.webp', bytes(100))
    rmSync(path.join(dir, 'a.webp'))
    expect(await cache.read('a.webp')).toBeUndefined()
    expect(await cache.bytes()).toBe(0)
  })
})
