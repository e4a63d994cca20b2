// §R7: a country's flag image by lowercase country code as svg, with a local fallback.
import { describe, expect, it } from 'vitest'
import { flagSvg } from '@server/countries/country-flags.server'
import { flagSrc } from '~/ui/country-flag'

describe('country flags (§R7)', () => {
  it('are addressed by the lowercase code as svg on the configured host', () => {
    expect(flagSrc('FR', '/api/country-flags')).toBe('/api/country-flags/fr.svg')
    expect(flagSrc('gb', 'https://flagcdn.com/')).toBe('https://flagcdn.com/gb.svg')
  })

  it('are served for known codes', async () => {
    const svg = await flagSvg('fr.svg')
    expect(svg?.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  })

  it('answer nothing for an unknown code or anything that is not a code, so the page shows the fallback', async () => {
    for (const name of ['zz.svg', 'FR.svg', 'fr', 'fra.svg', '../package.svg', '..%2Fpackage.svg', 'f.svg']) expect(await flagSvg(name), name).toBeUndefined()
  })
})
