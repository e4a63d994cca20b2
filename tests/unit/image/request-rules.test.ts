// §R9.34 image widths: which requests the resizer accepts (width, quality, path) and how it picks the format and caching.
import { describe, expect, it } from 'vitest'
import { ValidationError } from '@server/http/errors'
import { checkImageRequest, imageInputFromQuery, isContentHashed, negotiateFormat } from '@server/image/image.server'
import { allowedWidths } from '@server/image/image-widths'

const check = (query: string) => checkImageRequest(imageInputFromQuery(new URLSearchParams(query), 'image/webp'))
const codes = (query: string) => {
  try {
    check(query)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).errors.map((problem) => problem.code)
  }
  return []
}

describe('image widths', () => {
  it('are the union of the device widths and the image sizes', () => {
    expect(allowedWidths).toEqual([16, 32, 48, 64, 96, 128, 256, 320, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840])
  })

  it('accept only those widths, written as plain digits', () => {
    for (const width of allowedWidths) expect(check(`url=/images/a.jpg&w=${width}`).width).toBe(width)
    for (const width of ['500', '0', '-320', '320.5', '3.2e2', '0x140', ' 320', '', 'abc', '4000']) {
      expect(codes(`url=/images/a.jpg&w=${encodeURIComponent(width)}`)).toEqual(['IMAGE_WIDTH_INVALID'])
    }
    expect(codes('url=/images/a.jpg')).toEqual(['IMAGE_WIDTH_INVALID'])
  })

  it('name the allowed widths in the message', () => {
    expect(() => check('url=/images/a.jpg&w=500')).toThrow('w must be one of 16, 32, 48, 64, 96, 128, 256, 320, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840.')
  })
})

describe('image quality (issue 35: one quality, so one encode per width and format)', () => {
  it('is 75, named or left out', () => {
    expect(codes('url=/images/a.jpg&w=320')).toEqual([])
    expect(codes('url=/images/a.jpg&w=320&q=75')).toEqual([])
  })

  it('refuses every other quality, 1 to 100 included', () => {
    for (const quality of ['1', '50', '74', '76', '100', '0', '101', '50.5', '', 'high']) expect(codes(`url=/images/a.jpg&w=320&q=${quality}`)).toEqual(['IMAGE_QUALITY_INVALID'])
  })

  it('names the one quality in the message', () => {
    expect(() => check('url=/images/a.jpg&w=320&q=90')).toThrow('q must be 75, or left out.')
  })
})

describe('image paths', () => {
  it('accept plain paths under /images/', () => {
    for (const url of ['/images/a.jpg', '/images/samples/hotel-lobby.jpg', '/images/a..b.jpg', '/images/.well/a.png']) expect(check(`url=${encodeURIComponent(url)}&w=320`).url).toBe(url)
  })

  it('refuse paths outside /images/, traversal and encoded tricks', () => {
    const refused = [
      '',
      '/etc/passwd',
      'images/a.jpg',
      '/images/',
      '/images/../server/config/env.ts',
      '/images/samples/../../../etc/passwd',
      '/images/./a.jpg',
      '/images//a.jpg',
      '/images/..',
      '/images/%2e%2e/a.jpg',
      '/images\\..\\a.jpg',
      '/images/a.jpg\u0000.png',
      '/images/a.jpg?x=1',
      'https://evil.example/images/a.jpg',
      '//evil.example/images/a.jpg',
      `/images/${'a'.repeat(1100)}.jpg`,
    ]
    for (const url of refused) expect(codes(`url=${encodeURIComponent(url)}&w=320`), url).toEqual(['IMAGE_URL_INVALID'])
  })

  it('report every problem at once', () => {
    expect(codes('url=/etc/passwd&w=1&q=0')).toEqual(['IMAGE_URL_INVALID', 'IMAGE_WIDTH_INVALID', 'IMAGE_QUALITY_INVALID'])
  })
})

describe('format negotiation', () => {
  it('prefers AVIF, then WebP, then the original', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif')
    expect(negotiateFormat('image/webp,*/*')).toBe('webp')
    expect(negotiateFormat('image/*,*/*;q=0.8')).toBe('original')
    expect(negotiateFormat('')).toBe('original')
  })

  it('honours the weights, q=0 included', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp')
    expect(negotiateFormat('image/avif;q=0.5, image/webp;q=0.9')).toBe('webp')
    expect(negotiateFormat('IMAGE/WEBP;q=0')).toBe('original')
  })
})

describe('content-hashed paths', () => {
  it('are names carrying a hex hash of 8 or more characters', () => {
    expect(isContentHashed('/images/hero.3f9a2c1d.jpg')).toBe(true)
    expect(isContentHashed('/images/hero-3f9a2c1d0b.webp')).toBe(true)
    expect(isContentHashed('/images/samples/hotel-lobby.jpg')).toBe(false)
    expect(isContentHashed('/images/photo-20240101.jpg')).toBe(false)
    expect(isContentHashed('/images/3f9a2c1d/hero.jpg')).toBe(false)
  })
})
