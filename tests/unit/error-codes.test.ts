// Issue 41: the guide's error-code table is generated from one list (contracts/api/error-codes.ts), and
// every code the server and the simulator can send is in it: the codes written in their sources
// (`code: 'X'`, and the codes handed to the error classes), the simulator's catalogue, and the codes the
// credential check builds (server/integrators/integrator-access.server.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiErrorCodes, errorCodeTable } from '@contracts/api/error-codes'
import { simulatorErrorStatus } from '@simulator/simulator-error'

const sourceFolders = ['server', 'simulator', 'contracts', 'app/routes/api', 'app/middleware']

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourcesUnder(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** An error code as the sources write one: SCREAMING_SNAKE, a supplier's E0000000, or the upstream client's NetworkError. */
const looksLikeCode = (text: string) => /^([A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{6,}|E\d{7}|NetworkError)$/.test(text)

/** An error object's `category`, which PlatformError takes beside its code. */
const categories = new Set(['VALIDATION', 'BUSINESS', 'SECURITY', 'SYSTEM', 'AVAILABILITY', 'NETWORK'])

function codesInSources() {
  const found = new Set<string>()
  for (const file of sourceFolders.flatMap(sourcesUnder)) {
    // A log line's `code` field is no answer.
    const source = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !line.includes('logger.'))
      .join('\n')
    for (const [, code] of source.matchAll(/\bcode: '([A-Za-z0-9_]+)'/g)) if (looksLikeCode(code!)) found.add(code!)
    for (const [, args] of source.matchAll(/(?:new (?:NotFoundError|BusyError|PlatformError)|refused)\(([^)]*)\)/g)) {
      for (const [, code] of args!.matchAll(/'([A-Za-z0-9_]+)'/g)) if (looksLikeCode(code!) && !categories.has(code!)) found.add(code!)
    }
  }
  return found
}

describe('the error-code table (guide *Errors*)', () => {
  it('lists every code the server and the simulator can send', () => {
    const credentialCodes = ['INVALID', 'EXPIRED', 'REVOKED'].flatMap((reason) => [`${reason}_ACCESS_TOKEN`, `${reason}_API_KEY`])
    const sent = new Set([...codesInSources(), ...Object.keys(simulatorErrorStatus), ...credentialCodes])
    expect([...sent].filter((code) => !apiErrorCodes.includes(code)).sort()).toEqual([])
  })

  it('is in the guide as generated, row for row', () => {
    expect(readFileSync('docs/api/guides.md', 'utf8')).toContain(errorCodeTable())
  })
})
