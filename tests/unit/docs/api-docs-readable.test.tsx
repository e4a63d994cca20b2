// Issue 41 (item 6): /api/docs reads without script, server-rendered: the guides as text in a
// <noscript> beside the link to the OpenAPI document; and the guide's address for a local server is the
// one the product serves on by default (HOST and PORT of server/config/env.ts), as the client's README
// and the examples say.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '@server/config/env'
import { ApiReference } from '~/features/api-docs/api-reference'

const guides = readFileSync('docs/api/guides.md', 'utf8')

describe('the API reference page without script (issue 41)', () => {
  const html = renderToString(<ApiReference />)

  it('holds the guides as text inside <noscript>, and the link to the OpenAPI document', () => {
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? ''
    expect(noscript).toContain('# Idempotency')
    expect(noscript).toContain('# Authentication')
    expect(noscript).toContain('Guides')
    expect(html).toMatch(/<a [^>]*href="\/api\/openapi\.json"/)
  })
})

describe("the guide's local address", () => {
  it('is the default HOST and PORT the server listens on, wherever the partner docs name one', () => {
    const { HOST, PORT } = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-')) })
    const local = `http://${HOST}:${PORT}`
    expect(guides).toContain(`BASE=${local}`)
    for (const file of ['docs/api/guides.md', 'packages/client/README.md', 'examples/book-a-hotel.ts', 'examples/sandbox-tests.ts']) {
      const named = [...readFileSync(file, 'utf8').matchAll(/http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/g)].map((match) => match[0])
      expect(named.filter((address) => address !== local), file).toEqual([])
    }
  })
})
