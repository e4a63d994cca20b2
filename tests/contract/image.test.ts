// SPEC.md §9 image widths: the resizer answers the width asked for, in the format the browser
// accepts, caches each result on disk, and refuses what it cannot serve.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiError } from '@server/http/errors'
import { renderImage } from '@server/image/image.server'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'image-cache-'))
const directories = { publicDir: path.resolve('public'), cacheDir }
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

const request = (changes: Partial<Parameters<typeof renderImage>[0]> = {}) => ({ url: '/images/samples/hotel-lobby.jpg', width: 320, quality: 75, accept: 'image/webp,*/*', ...changes })

describe('the image resizer', () => {
  it('resizes to the width and answers WebP when accepted', async () => {
    const image = await renderImage(request(), directories)
    expect(image.contentType).toBe('image/webp')
    const metadata = await sharp(image.body).metadata()
    expect(metadata.width).toBe(320)
    expect(metadata.format).toBe('webp')
  })

  it('answers AVIF first, and the original format otherwise', async () => {
    expect((await renderImage(request({ accept: 'image/avif,image/webp' }), directories)).contentType).toBe('image/avif')
    const jpeg = await renderImage(request({ accept: 'image/*' }), directories)
    expect(jpeg.contentType).toBe('image/jpeg')
    expect((await sharp(jpeg.body).metadata()).format).toBe('jpeg')
  })

  it('keeps each result on disk and serves it again from there', async () => {
    await renderImage(request({ width: 640 }), directories)
    const files = readdirSync(cacheDir).length
    const again = await renderImage(request({ width: 640 }), directories)
    expect(readdirSync(cacheDir)).toHaveLength(files)
    expect((await sharp(again.body).metadata()).width).toBe(640)
  })

  it('shares one resize between identical requests at the same time', async () => {
    const [a, b] = await Promise.all([renderImage(request({ width: 750 }), directories), renderImage(request({ width: 750 }), directories)])
    expect(a.body.equals(b.body)).toBe(true)
  })

  it('never enlarges a small source', async () => {
    const image = await renderImage(request({ width: 3840 }), directories)
    expect((await sharp(image.body).metadata()).width).toBe(1600)
  })

  it('serves vector images as they are', async () => {
    const image = await renderImage(request({ url: '/images/placeholders/car.svg' }), directories)
    expect(image.contentType).toBe('image/svg+xml')
  })

  it('answers 404 for a missing image', async () => {
    const failure = await renderImage(request({ url: '/images/missing.jpg' }), directories).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(404)
  })
})
