// Issue 39: no hand-written source file over 400 lines. A longer file is split by concern (a schema's requests and
// answers, a catalogue's data and its functions, a spec's describe blocks), never cut in half.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const maxLines = 400

/** Written by tools, not by hand: their length is the generator's. */
const generated = [/^app\/routeTree\.gen\.ts$/, /^server\/bff\/functions\//, /(^|\/)styled-system\//, /^app\/i18n\/plain\//, /^app\/i18n\/catalogue\.ts$/]

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.cjs', '*.mjs', '*.js'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(file) && !generated.some((pattern) => pattern.test(file)))

function linesOf(file: string) {
  const text = readFileSync(file, 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

describe('small files (issue 39)', () => {
  it(`keeps every hand-written source file at ${maxLines} lines or fewer`, () => {
    const long = sources.filter((file) => linesOf(file) > maxLines).map((file) => `${file}: ${linesOf(file)} lines`)
    expect(long).toEqual([])
  })
})
