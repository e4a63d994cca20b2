// Issue 41 (item 7): every type the reference's TypeScript samples name (`const answer: HotelSearchResult`)
// is exported by the typed client (packages/client), so a partner's `import type { … } from
// '@rewards-travel/client'` compiles; and a partner's code naming them type-checks against the client's source.
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const { openApiDocument } = await import('@server/bff/openapi.server')

type Operation = { 'x-codeSamples'?: { lang: string; source: string }[] }

/** The type names the samples give answers. */
function namedInSamples() {
  const paths = openApiDocument().paths as Record<string, Record<string, Operation>>
  const names = new Set<string>()
  for (const operation of Object.values(paths).flatMap((methods) => Object.values(methods))) {
    for (const sample of operation['x-codeSamples'] ?? []) for (const [, name] of sample.source.matchAll(/const answer: ([A-Za-z]+)/g)) names.add(name!)
  }
  return [...names].sort()
}

describe("the client's types (issue 41)", () => {
  it('export every type the reference names, and a partner module naming them all type-checks', { timeout: 120_000 }, () => {
    const names = namedInSamples()
    expect(names.length).toBeGreaterThan(20)
    const root = path.resolve(import.meta.dirname, '../../..')
    const entry = path.join(root, 'packages/client/src/index.ts')
    const partner = path.join(root, 'packages/client/src/__partner-check.ts')
    const partnerSource = `import type { ${names.join(', ')} } from './index'\nexport type Named = [${names.join(', ')}]\n`
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [] }
    const host = ts.createCompilerHost(options)
    const readFile = host.readFile.bind(host)
    host.readFile = (file) => (path.resolve(file) === partner ? partnerSource : readFile(file))
    const fileExists = host.fileExists.bind(host)
    host.fileExists = (file) => path.resolve(file) === partner || fileExists(file)
    const program = ts.createProgram([entry, partner], options, host)
    const checker = program.getTypeChecker()
    const exported = new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!).map((symbol) => symbol.name))
    expect(names.filter((name) => !exported.has(name))).toEqual([])
    const problems = [...program.getSemanticDiagnostics(program.getSourceFile(partner)), ...program.getSemanticDiagnostics(program.getSourceFile(path.join(root, 'packages/client/src/schemas.ts')))]
    expect(problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n'))).toEqual([])
  })
})
