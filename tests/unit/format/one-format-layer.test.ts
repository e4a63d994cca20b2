// §R9 formats: screens format dates, times and numbers through app/lib/format (and texts
// through app/i18n), in the visitor's locale. This reads the app's source and fails on a formatter
// of a screen's own or a fixed locale, which would show en-US dates to an en-GB visitor.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const allowed = ['app/lib/format/', 'app/i18n/']

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

const forbidden: [RegExp, string][] = [
  [/Intl\.DateTimeFormat\(/, 'a date formatter of its own'],
  [/Intl\.NumberFormat\(/, 'a number formatter of its own'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString and the like'],
  // A locale as a value (not a key of messages by locale).
  [/['"]en-(US|GB)['"](?!\s*:)/, 'a fixed locale'],
]

describe('one format layer', () => {
  it('no screen formats a date, time or number outside app/lib/format, or fixes a locale', () => {
    const findings = sourceFiles('app')
      .filter((path) => !allowed.some((prefix) => path.startsWith(prefix)))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => forbidden.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${relative(root, join(root, path))}:${index + 1} ${what}`)),
      )
    expect(findings).toEqual([])
  })
})
