// The build's preload helper (docs/decisions/101): a lazy chunk's stylesheets load once, before the chunk.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadHelperCode } from '../../../scripts/preload-helper.ts'

type FakeLink = { rel: string; href: string; onload?: () => void; onerror?: () => void }

let instances = 0

async function helperWith(existing: string[] = []) {
  const appended: FakeLink[] = []
  vi.stubGlobal('location', { href: 'https://travel.example/accommodations/' })
  vi.stubGlobal('document', {
    querySelectorAll: () => existing.map((href) => ({ rel: 'stylesheet', href })),
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: FakeLink) => appended.push(link) },
  })
  // A module of its own per test: what it has loaded is kept per page.
  const code = `${preloadHelperCode('/base/')}\n// ${(instances += 1)}`
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { __vitePreload: (load: () => Promise<string>, deps?: string[]) => Promise<string> }
  return { preload: module.__vitePreload, appended }
}

afterEach(() => vi.unstubAllGlobals())

describe('the preload helper', () => {
  it('loads a chunk without stylesheets at once', async () => {
    const { preload, appended } = await helperWith()
    await expect(preload(async () => 'chunk', [])).resolves.toBe('chunk')
    await expect(preload(async () => 'chunk')).resolves.toBe('chunk')
    expect(appended).toEqual([])
  })

  it('links each stylesheet once, under the base, and loads the chunk when they have loaded', async () => {
    const { preload, appended } = await helperWith()
    const load = vi.fn(async () => 'map')
    const first = preload(load, ['assets/map.css'])
    const second = preload(load, ['assets/map.css'])
    expect(appended.map((link) => [link.rel, link.href])).toEqual([['stylesheet', 'https://travel.example/base/assets/map.css']])
    expect(load).not.toHaveBeenCalled()
    appended[0]!.onload!()
    await expect(first).resolves.toBe('map')
    await expect(second).resolves.toBe('map')
  })

  it('does not link a stylesheet the page already has, and fails when one cannot load', async () => {
    const { preload, appended } = await helperWith(['https://travel.example/base/assets/reference.css'])
    await expect(preload(async () => 'reference', ['assets/reference.css'])).resolves.toBe('reference')
    expect(appended).toEqual([])
    const failing = preload(async () => 'map', ['assets/map.css'])
    appended[0]!.onerror!()
    await expect(failing).rejects.toThrow('Unable to load the stylesheet https://travel.example/base/assets/map.css')
  })
})
