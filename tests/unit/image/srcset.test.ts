// §R9.34 image device widths (320…3840) and image sizes (16…384): the Image component's srcset, src and attributes.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Image, imageFallbackSrc, imageSrcSet, imageUrl } from '~/ui/image'

const lobby = '/images/samples/hotel-lobby.jpg'
const descriptors = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[1])

describe('imageSrcSet', () => {
  it('offers every device width for a responsive image', () => {
    const srcset = imageSrcSet({ src: lobby, layout: 'responsive', width: 800, base: '/' })
    expect(descriptors(srcset)).toEqual(['320w', '640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w'])
    expect(srcset.split(', ')[0]).toBe('/api/image?url=%2Fimages%2Fsamples%2Fhotel-lobby.jpg&w=320&q=75 320w')
  })

  it('offers 1x and 2x from the image sizes for a fixed image', () => {
    expect(imageSrcSet({ src: '/images/a.png', layout: 'fixed', width: 48, base: '/' })).toBe(
      '/api/image?url=%2Fimages%2Fa.png&w=48&q=75 1x, /api/image?url=%2Fimages%2Fa.png&w=96&q=75 2x',
    )
  })

  it('rounds a fixed width up to the next allowed width, and caps at the largest', () => {
    expect(imageSrcSet({ src: '/images/a.png', layout: 'fixed', width: 40, base: '/' })).toBe(
      '/api/image?url=%2Fimages%2Fa.png&w=48&q=75 1x, /api/image?url=%2Fimages%2Fa.png&w=96&q=75 2x',
    )
    expect(imageSrcSet({ src: '/images/a.png', layout: 'fixed', width: 300, base: '/' })).toContain('w=320&q=75 1x, /api/image?url=%2Fimages%2Fa.png&w=640&q=75 2x')
    expect(imageSrcSet({ src: '/images/a.png', layout: 'fixed', width: 3000, base: '/' })).toContain('w=3840&q=75 2x')
  })

  it('carries the one quality the endpoint encodes and the base path', () => {
    expect(imageSrcSet({ src: lobby, layout: 'responsive', width: 800, base: '/travel/' })).toMatch(/^\/travel\/api\/image\?url=[^ ]+&w=320&q=75 320w/)
    expect(imageUrl(lobby, 640, '/travel/')).toBe('/travel/api/image?url=%2Fimages%2Fsamples%2Fhotel-lobby.jpg&w=640&q=75')
  })

  it('falls back to the first device width covering a responsive image', () => {
    expect(imageFallbackSrc({ src: lobby, layout: 'responsive', width: 720, base: '/' })).toContain('&w=750&')
    expect(imageFallbackSrc({ src: lobby, layout: 'fixed', width: 64, base: '/' })).toContain('&w=64&')
  })
})

describe('Image', () => {
  const render = (props: Parameters<typeof Image>[0]) => renderToStaticMarkup(createElement(Image, props))

  it('reserves its size and loads lazily by default', () => {
    const html = render({ src: lobby, alt: 'The hotel lobby', width: 720, height: 480, sizes: '50vw' })
    expect(html).toContain('width="720"')
    expect(html).toContain('height="480"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).toContain('sizes="50vw"')
    expect(html).toContain('alt="The hotel lobby"')
    expect(html).toMatch(/srcSet="[^"]*3840w"/)
    expect(html).not.toContain('fetchpriority')
  })

  it('loads at once with high priority when it is the priority image', () => {
    const html = render({ src: lobby, alt: '', width: 720, height: 480, priority: true })
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('decoding=')
    expect(html).toContain('alt=""')
    expect(html).toContain('sizes="100vw"')
  })

  it('uses densities for a fixed image', () => {
    expect(render({ src: '/images/a.png', alt: '', width: 32, height: 32, layout: 'fixed' })).toMatch(/srcSet="[^"]* 1x, [^"]* 2x"/)
  })

  it('offers a drawing at the device widths through the endpoint, which draws it in AVIF or WebP (issue 19 pictures)', () => {
    const drawing = render({ src: '/images/scenes/car-sedan-1.svg', alt: 'A sedan', width: 240, height: 150, sizes: '(min-width: 768px) 15rem, 100vw' })
    expect(drawing).toContain('src="/api/image?url=%2Fimages%2Fscenes%2Fcar-sedan-1.svg&amp;w=320&amp;q=75"')
    expect(descriptors(/srcSet="([^"]*)"/.exec(drawing)?.[1] ?? '')).toEqual(['320w', '640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w'])
    expect(drawing).toContain('sizes="(min-width: 768px) 15rem, 100vw"')
  })

  it("uses another site's address as it is", () => {
    const html = render({ src: 'https://cdn.example.com/a.jpg', alt: 'A', width: 240, height: 150 })
    expect(html).toContain('src="https://cdn.example.com/a.jpg"')
    expect(html).not.toContain('srcSet')
  })
})
