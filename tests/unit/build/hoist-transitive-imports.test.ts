// The build's hoisted imports (docs/decisions/102): a chunk names every chunk its imports reach, so the browser asks
// for a lazy page's chunks at once rather than one level of imports at a time.
import { describe, expect, it } from 'vitest'
import { bareImports, transitiveImports } from '../../../scripts/hoist-transitive-imports.ts'

const graph: Record<string, string[]> = {
  'assets/confirmation.js': ['assets/page.js'],
  'assets/page.js': ['assets/parts.js', 'assets/index.js'],
  'assets/parts.js': ['assets/facts.js', 'assets/index.js'],
  'assets/facts.js': ['assets/index.js'],
  'assets/index.js': ['assets/runtime.js'],
  'assets/runtime.js': [],
  'assets/cycle-a.js': ['assets/cycle-b.js'],
  'assets/cycle-b.js': ['assets/cycle-a.js'],
}
const importsOf = (file: string) => graph[file] ?? []

describe('transitiveImports', () => {
  it('gives every chunk reached through imports, all the way down, without those imported directly', () => {
    expect(transitiveImports('assets/confirmation.js', importsOf)).toEqual(['assets/parts.js', 'assets/facts.js', 'assets/index.js', 'assets/runtime.js'])
  })

  it('gives nothing for a chunk whose imports import nothing more', () => {
    expect(transitiveImports('assets/facts.js', importsOf)).toEqual(['assets/runtime.js'])
    expect(transitiveImports('assets/runtime.js', importsOf)).toEqual([])
  })

  it('ends on a cycle and never names the chunk itself', () => {
    expect(transitiveImports('assets/cycle-a.js', importsOf)).toEqual([])
  })
})

describe('bareImports', () => {
  it('writes each as an import of no binding, relative to the chunk', () => {
    expect(bareImports('assets/confirmation.js', ['assets/parts.js', 'assets/nested/facts.js'])).toBe('import"./parts.js";import"./nested/facts.js";')
    expect(bareImports('assets/nested/page.js', ['assets/index.js'])).toBe('import"../index.js";')
  })
})
