// Requirements are cited by ids that exist in the repository (issue 39 item 4, docs/decisions/118): every `§R…` or
// `§D…` citation in the code, the tests and the docs names an id of docs/requirements.md, and nothing cites the
// specification or the design files that lived outside the repository.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const requirementsFile = 'docs/requirements.md'

// What a successor reads: the folders of the code and its docs, and the text files at the root.
const scannedFolders = ['app', 'server', 'contracts', 'simulator', 'tests', 'scripts', 'docs', 'bench', 'packages', 'examples', 'eslint']
const skippedFolders = new Set(['node_modules', 'dist', '.data', 'styled-system', 'test-results', 'playwright-report'])
const textFile = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|sql|css|txt)$/
const skippedFiles = new Set(['package-lock.json', 'routeTree.gen.ts', 'results.json'])

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(relative)
    return textFile.test(entry.name) && !skippedFiles.has(entry.name) ? [relative] : []
  })
}

const rootFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile() && textFile.test(entry.name) && !skippedFiles.has(entry.name))
  .map((entry) => entry.name)
const scannedFiles = [...rootFiles, ...scannedFolders.flatMap(filesUnder)]

/** The ids docs/requirements.md defines: each requirement and each section has an anchor of its own. */
function definedIds(markdown: string): string[] {
  return [...markdown.matchAll(/<a id="([RD]\d+(?:\.\d+)?)"><\/a>/g)].map((match) => match[1]!)
}

/** Every citation in a text, as the id it names and the line it is on. */
function citationsIn(text: string): Array<{ id: string; line: number }> {
  return [...text.matchAll(/§([RD]\d+(?:\.\d+)?)/g)].map((match) => ({
    id: match[1]!,
    line: text.slice(0, match.index).split('\n').length,
  }))
}

/** A citation of the old files: `SPEC.md §2`, `SPEC §4`, `DESIGN.md bars`, `the SPEC list`. An escaped `SPEC\.md`
 *  in a pattern that keeps such citations out of a published document is not one. */
const oldCitation = /\b(?:SPEC|DESIGN)\b(?!\\\.md)/g

/** A section number without its letter (`§9`, `§3–§4`): ours must say `§R9`. A numbered clause of an outside standard
 *  (`RFC 5545 §3.3.11`, `OpenID Connect Discovery 1.0 §3`) is not ours. */
const bareSection = /(?<![\w§])(?<!(?:RFC \d+|Discovery|Discovery 1\.0) )§\d+(?![.\d]*\d|\.\d)/g

const ids = definedIds(readFileSync(path.join(root, requirementsFile), 'utf8'))
const known = new Set(ids)
const texts = scannedFiles.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
const thisFile = path.relative(root, import.meta.filename)

describe('docs/requirements.md', () => {
  it('defines each id once, every section of the product (R1-R9) and of the design (D1-D7) among them', () => {
    expect(ids.length).toBeGreaterThan(300)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    for (const section of ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']) {
      expect(known.has(section), section).toBe(true)
    }
  })
})

describe('requirement citations', () => {
  it('reads citations the way the code writes them, and nothing else', () => {
    expect(citationsIn('// §R9.2: 780000 ms, then §D7.5.\n(§R3, §R4; §R3–§R4) RFC 5545 §3.3.11')).toEqual([
      { id: 'R9.2', line: 1 },
      { id: 'D7.5', line: 1 },
      { id: 'R3', line: 2 },
      { id: 'R4', line: 2 },
      { id: 'R3', line: 2 },
      { id: 'R4', line: 2 },
    ])
    expect('SPEC.md §2, DESIGN.md bars, the SPEC list'.match(oldCitation)).toHaveLength(3)
    expect('/SPEC\\.md|DESIGN\\.md|§/ and UNSPECIFIED'.match(oldCitation)).toBeNull()
    expect('(§9), §3–§4, RFC 5545 §3.3.11, RFC 5546 §2.1.4, Discovery 1.0 §3, §R9'.match(bareSection)).toEqual(['§9', '§3', '§4'])
  })

  it('name an id that docs/requirements.md defines, in every file of the code, the tests and the docs', () => {
    const unknown = texts.flatMap(({ file, text }) =>
      file === thisFile ? [] : citationsIn(text).filter(({ id }) => !known.has(id)).map(({ id, line }) => `${file}:${line} §${id}`),
    )
    expect(unknown).toEqual([])
    expect(texts.some(({ file, text }) => file !== requirementsFile && citationsIn(text).length > 0)).toBe(true)
  })

  it('never point at the specification or the design files, which are not in the repository', () => {
    const old = texts.flatMap(({ file, text }) =>
      file === thisFile ? [] : [...text.matchAll(oldCitation)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length} ${match[0]}`),
    )
    expect(old).toEqual([])
  })

  it('give a section of ours its letter, R or D, so that it resolves', () => {
    const bare = texts.flatMap(({ file, text }) =>
      file === thisFile ? [] : [...text.matchAll(bareSection)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length} ${match[0]}`),
    )
    expect(bare).toEqual([])
  })
})
