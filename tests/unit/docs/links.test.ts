// Every relative link in README.md, docs/**/*.md and bench/HISTORY.md (docs/decisions/119) leads to a file, and a link to a heading
// of a Markdown file to a heading it has (GitHub's anchors), so moved or folded docs never leave a dead link.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')

function markdownFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return markdownFilesUnder(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** Inline links and images `[text](target "title")` and reference definitions `[label]: target`. */
function linkTargetsOf(markdown: string): string[] {
  const prose = proseOf(markdown)
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1])
  const definitions = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1])
  return [...inline, ...definitions].filter((target): target is string => target !== undefined)
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const headings = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)
  for (const [, heading = ''] of headings) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '')
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  for (const [, id = ''] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id)
  return anchors
}

function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')
}

/** The links of a Markdown file's text that lead nowhere, as written. */
function deadLinksIn(file: string, markdown: string): string[] {
  return linkTargetsOf(markdown)
    .filter(isRelative)
    .filter((target) => {
      const [rawPath = '', fragment] = target.split('#', 2)
      const path = decodeURIComponent(rawPath)
      const destination = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path)
      if (!existsSync(destination)) return true
      if (fragment === undefined || fragment === '' || !destination.endsWith('.md') || statSync(destination).isDirectory()) return false
      // A heading's anchor is lower case; an `<a id>` keeps its own case (requirement ids such as R1.1).
      const anchors = headingAnchorsOf(readFileSync(destination, 'utf8'))
      const wanted = decodeURIComponent(fragment)
      return !anchors.has(wanted) && !anchors.has(wanted.toLowerCase())
    })
}

const files = [join(root, 'README.md'), join(root, 'bench', 'HISTORY.md'), ...markdownFilesUnder(join(root, 'docs'))]

describe('relative links in README.md, docs/ and the bench history', () => {
  it.each(files.map((file) => [relative(root, file), file]))('%s links only to what exists', (_name, file) => {
    expect(deadLinksIn(file, readFileSync(file, 'utf8'))).toEqual([])
  })

  it('finds the links it checks, and reads anchors as GitHub writes them', () => {
    expect(linkTargetsOf('See [the guide](docs/a.md#start-here), ![a picture](b.png "B") and `[not](c.md)`.\n\n[ref]: ../d.md\n')).toEqual([
      'docs/a.md#start-here',
      'b.png',
      '../d.md',
    ])
    expect(linkTargetsOf('```md\n[inside a fence](e.md)\n```\n')).toEqual([])
    expect([...headingAnchorsOf('# 067: Performance, as fast as `bare`!\n## Notes\n## Notes\n')]).toEqual(['067-performance-as-fast-as-bare', 'notes', 'notes-1'])
  })

  it('reports a link to a missing file or heading, and leaves other sites alone', () => {
    const markdown = '[kept](decisions/067-performance.md#decisions), [gone](decisions/000-none.md), [no heading](../README.md#no-such-heading), [elsewhere](https://example.com/gone), [here](#nowhere)\n'
    expect(deadLinksIn(join(root, 'docs', 'example.md'), markdown)).toEqual(['decisions/000-none.md', '../README.md#no-such-heading', '#nowhere'])
  })
})
