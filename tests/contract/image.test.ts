// §R9.34 image widths: the resizer answers the width asked for, in the format the browser accepts,
// keeps each result on disk, shares work between identical requests, and refuses what it cannot serve.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@server/http/errors'
import { renderImage, type ImageInput } from '@server/image/image.server'

const root = mkdtempSync(path.join(tmpdir(), 'image-contract-'))
const publicDir = path.join(root, 'public')
const imagesDir = path.join(publicDir, 'images')
let cacheDir = path.join(root, 'cache')
const directories = () => ({ publicDir, cacheDir, cacheMaxBytes: 64 * 1024 * 1024 })
const cachedFiles = () => readdirSync(cacheDir).filter((name) => !name.endsWith('.tmp'))

/** A 1200 × 800 gradient, made here so the test needs no binary fixture. */
function gradient(width = 1200, height = 800) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3
      pixels[offset] = Math.round((x / width) * 255)
      pixels[offset + 1] = Math.round((y / height) * 255)
      pixels[offset + 2] = 160
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

beforeAll(async () => {
  mkdirSync(path.join(imagesDir, 'samples'), { recursive: true })
  await gradient().png().toFile(path.join(imagesDir, 'samples', 'gradient.png'))
  await gradient().jpeg().toFile(path.join(imagesDir, 'samples', 'gradient.3f9a2c1d.jpg'))
  writeFileSync(path.join(imagesDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00427a"/></svg>')
  writeFileSync(path.join(imagesDir, 'notes.txt'), 'not an image')
  writeFileSync(path.join(publicDir, 'secret.png'), 'outside images/')
  writeFileSync(path.join(root, 'outside.png'), 'outside public/')
  symlinkSync(path.join(root, 'outside.png'), path.join(imagesDir, 'escape.png'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const request = (changes: Partial<ImageInput> = {}): ImageInput => ({ url: '/images/samples/gradient.png', width: 320, accept: 'image/webp,*/*', ...changes })
const failure = (input: ImageInput) => renderImage(input, directories()).then(
  () => expect.fail('expected a refusal'),
  (error: unknown) => {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  },
)

describe('the image resizer', () => {
  it('resizes to the width asked for, keeping the aspect ratio', async () => {
    const image = await renderImage(request({ width: 640 }), directories())
    expect(image.contentType).toBe('image/webp')
    const metadata = await sharp(image.body).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 640, 427])
  })

  it('answers AVIF first, then WebP, then the source format', async () => {
    const avif = await renderImage(request({ accept: 'image/avif,image/webp,image/*' }), directories())
    expect(avif.contentType).toBe('image/avif')
    expect((await sharp(avif.body).metadata()).format).toBe('heif')
    const png = await renderImage(request({ accept: 'image/*,*/*;q=0.8' }), directories())
    expect(png.contentType).toBe('image/png')
    expect((await sharp(png.body).metadata()).format).toBe('png')
    const jpeg = await renderImage(request({ url: '/images/samples/gradient.3f9a2c1d.jpg', accept: '' }), directories())
    expect(jpeg.contentType).toBe('image/jpeg')
    expect((await sharp(jpeg.body).metadata()).width).toBe(320)
  })

  it('encodes at the one quality, 75, whether or not the request names it (issue 35)', async () => {
    const standard = await renderImage(request({ width: 1080 }), directories())
    const explicit = await renderImage(request({ width: 1080, quality: 75 }), directories())
    expect(explicit.etag).toBe(standard.etag)
    expect(explicit.fromCache).toBe(true)
  })

  it('keeps each result on disk and serves it again from there', async () => {
    cacheDir = path.join(root, 'cache-reuse')
    const first = await renderImage(request({ width: 828 }), directories())
    expect(first.fromCache).toBe(false)
    expect(cachedFiles()).toHaveLength(1)
    const again = await renderImage(request({ width: 828 }), directories())
    expect(again.fromCache).toBe(true)
    expect(again.body.equals(first.body)).toBe(true)
    expect(again.etag).toBe(first.etag)
    expect(cachedFiles()).toHaveLength(1)
  })

  it('keys the cache by width, format and the source version', async () => {
    cacheDir = path.join(root, 'cache-keys')
    const base = await renderImage(request(), directories())
    const variants = [request({ width: 640 }), request({ accept: 'image/avif' })]
    for (const variant of variants) expect((await renderImage(variant, directories())).fromCache).toBe(false)
    expect(cachedFiles()).toHaveLength(3)

    const source = path.join(imagesDir, 'samples', 'gradient.png')
    const later = new Date(Date.now() + 60_000)
    utimesSync(source, later, later)
    const changed = await renderImage(request(), directories())
    expect(changed.fromCache).toBe(false)
    expect(changed.etag).not.toBe(base.etag)
  })

  it('shares one resize between identical requests at the same time', async () => {
    cacheDir = path.join(root, 'cache-shared')
    const answers = await Promise.all([1, 2, 3].map(() => renderImage(request({ width: 1200 }), directories())))
    expect(answers.every((answer) => answer.body === answers[0]?.body && !answer.fromCache)).toBe(true)
    expect(cachedFiles()).toHaveLength(1)
  })

  it('never enlarges a source', async () => {
    const image = await renderImage(request({ width: 3840 }), directories())
    expect((await sharp(image.body).metadata()).width).toBe(1200)
  })

  it('caches content-hashed names for good and others for a day', async () => {
    expect((await renderImage(request({ url: '/images/samples/gradient.3f9a2c1d.jpg' }), directories())).cacheControl).toBe('public, max-age=31536000, immutable')
    expect((await renderImage(request(), directories())).cacheControl).toBe('public, max-age=86400')
  })

  it('draws a vector image at each width asked for, in AVIF or WebP, larger than its own size too (issue 19 pictures)', async () => {
    // WebP first for a drawing when the browser takes it (as small, encoded much faster), else AVIF.
    for (const [width, accept, format] of [[320, 'image/avif,image/webp,*/*', 'webp'], [1920, 'image/webp,*/*', 'webp'], [16, 'image/avif,*/*', 'heif']] as const) {
      const image = await renderImage(request({ url: '/images/logo.svg', width, accept }), directories())
      expect(image.contentType).toBe(format === 'heif' ? 'image/avif' : 'image/webp')
      const metadata = await sharp(image.body).metadata()
      // The drawing is square: as high as it is wide.
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, width, width])
    }
  })

  it('keeps the drawing of a vector image on disk', async () => {
    const input = request({ url: '/images/logo.svg', width: 640, accept: 'image/webp' })
    expect((await renderImage(input, directories())).fromCache).toBe(false)
    expect((await renderImage(input, directories())).fromCache).toBe(true)
  })

  it('serves vector images as they are to a browser that takes neither AVIF nor WebP', async () => {
    const image = await renderImage(request({ url: '/images/logo.svg', accept: 'image/png,*/*;q=0.8' }), directories())
    expect(image.contentType).toBe('image/svg+xml')
    expect(image.body.toString()).toContain('<svg')
  })

  it('answers 400 for a width outside the lists of §R9.34 and §R9.35', async () => {
    for (const width of [500, 0, 4000, Number.NaN]) {
      const error = await failure(request({ width }))
      expect(error.status).toBe(400)
      expect(error.errors[0]).toMatchObject({ code: 'IMAGE_WIDTH_INVALID', field: 'query.w' })
    }
  })

  it('answers 400 for any quality but 75, so no request costs an encode of its own (issue 35)', async () => {
    for (const quality of [0, 1, 74, 76, 100, 101]) {
      const error = await failure(request({ quality }))
      expect([error.status, error.errors[0]?.code]).toEqual([400, 'IMAGE_QUALITY_INVALID'])
    }
  })

  it('answers 400 for ../ paths and anything outside public/images', async () => {
    for (const url of ['/images/../secret.png', '/images/samples/../../secret.png', '/images/../../outside.png', '/secret.png', '/images/escape.png']) {
      const error = await failure(request({ url }))
      expect(error.status, url).toBe(400)
      expect(error.errors[0]?.code).toBe('IMAGE_URL_INVALID')
    }
  })

  it('answers 400 for a file that is not an image', async () => {
    const error = await failure(request({ url: '/images/notes.txt' }))
    expect([error.status, error.errors[0]?.code]).toEqual([400, 'IMAGE_TYPE_UNSUPPORTED'])
  })

  it('answers 404 for a missing image or a folder', async () => {
    for (const url of ['/images/missing.jpg', '/images/samples/missing.png', '/images/samples']) {
      const error = await failure(request({ url }))
      expect([error.status, error.errors[0]?.code]).toEqual([404, 'IMAGE_NOT_FOUND'])
    }
  })
})
