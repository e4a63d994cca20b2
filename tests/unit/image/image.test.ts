// SPEC.md §9 image device widths (320…3840) and image sizes (16…384): srcset and request rules.
import { describe, expect, it } from 'vitest'
import { allowedWidths, parseImageRequest } from '@server/image/image.server'
import { imageSrcSet } from '~/ui/image'

describe('image srcset', () => {
  it('offers every device width for responsive images', () => {
    const srcset = imageSrcSet('/images/samples/hotel-lobby.jpg', 'responsive', 800, 75, '/')
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w'])
    expect(srcset).toContain('/api/image?url=%2Fimages%2Fsamples%2Fhotel-lobby.jpg&w=320&q=75 320w')
  })

  it('offers 1x and 2x from the allowed sizes for fixed images', () => {
    expect(imageSrcSet('/images/a.png', 'fixed', 48, 75, '/')).toBe('/api/image?url=%2Fimages%2Fa.png&w=48&q=75 1x, /api/image?url=%2Fimages%2Fa.png&w=96&q=75 2x')
  })
})

describe('image requests', () => {
  const query = (text: string) => new URLSearchParams(text)

  it('allow only the SPEC widths', () => {
    expect([...allowedWidths].sort((a, b) => a - b)).toEqual([16, 32, 48, 64, 96, 128, 256, 320, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840])
    expect(() => parseImageRequest(query('url=/images/a.jpg&w=500'), '')).toThrow(/w must be one of/)
  })

  it('refuse paths outside /images/ and traversal', () => {
    for (const url of ['/etc/passwd', '/images/../server/config/env.ts', 'https://evil.example/a.jpg', '/images/a.jpg?x']) {
      expect(() => parseImageRequest(query(`url=${encodeURIComponent(url)}&w=320`), '')).toThrow(/url must be a path under \/images\//)
    }
  })

  it('check the quality', () => {
    expect(parseImageRequest(query('url=/images/a.jpg&w=320'), '').quality).toBe(75)
    expect(() => parseImageRequest(query('url=/images/a.jpg&w=320&q=0'), '')).toThrow(/q must be/)
  })
})
