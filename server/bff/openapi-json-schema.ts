// The contracts' zod schemas as the OpenAPI document's JSON Schema (openapi.server.ts): written by zod 4 for a request
// or an answer, their named parts lifted into one `components.schemas` (a request's under `<name>Input` where it
// differs), and cleared of what readers do not need (our specification's citations, JavaScript's integer bounds).
import { z } from 'zod'

const citation = String.raw`§[RD]\d+(?:\.\d+)?(?:(?:,\s*|\/|–|\s+and\s+)§[RD]\d+(?:\.\d+)?)*`
const internalReferences = [new RegExp(String.raw`\s*\(${citation}\)`, 'g'), new RegExp(String.raw`,\s*${citation}`, 'g'), new RegExp(String.raw`\s*${citation}`, 'g')]
const withoutInternalReferences = (text: string) => internalReferences.reduce((current, pattern) => current.replace(pattern, ''), text)

/** Descriptions written for the team cite our own specification; the public texts leave that out. */
export function publicTexts<T>(node: T): T {
  if (Array.isArray(node)) return node.map(publicTexts) as T
  if (!node || typeof node !== 'object') return node
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    result[key] = (key === 'description' || key === 'summary') && typeof value === 'string' ? withoutInternalReferences(value) : publicTexts(value)
  }
  return result as T
}

/** zod states `int()` as ±(2^53 − 1), a bound no reader needs: an integer without one says the same. */
export function withoutUnsafeIntegerBounds<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutUnsafeIntegerBounds) as T
  if (!node || typeof node !== 'object') return node
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'minimum' && value === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)) continue
    result[key] = withoutUnsafeIntegerBounds(value)
  }
  return result as T
}

/** Marks the named parts of a request apart from those of an answer until nameInputComponents names them. */
const inputMark = '~input'

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>
  if (io === 'output' || !json.$defs) return json
  const marked = JSON.parse(JSON.stringify(json).replace(/"#\/\$defs\/([^"]+)"/g, `"#/$defs/$1${inputMark}"`)) as Record<string, unknown>
  marked.$defs = Object.fromEntries(Object.entries(marked.$defs as Record<string, unknown>).map(([name, definition]) => [name + inputMark, definition]))
  return marked
}

/**
 * A named part that requests and answers share reads differently in each (defaults make request
 * fields optional; answers admit no other properties). Requests point at `<name>Input` where the two
 * differ (or hold a part that does), at `<name>` where they do not.
 */
export function nameInputComponents<T>(paths: T, components: Record<string, unknown>): T {
  const baseOf = (name: string) => name.slice(0, -inputMark.length)
  const inputs = Object.keys(components).filter((name) => name.endsWith(inputMark))
  const shared = inputs.filter((name) => baseOf(name) in components)
  const text = (name: string) => JSON.stringify(components[name])
  const apart = new Set(shared.filter((name) => text(name).replaceAll(inputMark, '') !== text(baseOf(name))))
  for (let grown = true; grown; ) {
    grown = false
    for (const name of shared) {
      if (apart.has(name) || ![...apart].some((other) => text(name).includes(`/${other}"`))) continue
      apart.add(name)
      grown = true
    }
  }
  const finalName = (name: string) => (apart.has(name) ? `${baseOf(name)}Input` : baseOf(name))
  const renamed = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/([A-Za-z0-9_.-]+)~input"/g, (_whole, base: string) => `${finalName(base + inputMark)}"`))
  for (const name of inputs) {
    const definition = renamed(components[name])
    delete components[name]
    if (apart.has(name) || !(baseOf(name) in components)) components[finalName(name)] = definition
  }
  return renamed(paths) as T
}

/**
 * zod writes each schema with its named parts under its own `$defs`; in one OpenAPI document they
 * belong once under `components.schemas`, referenced from there.
 */
export function liftDefinitions<T>(node: T, components: Record<string, unknown>): T {
  if (Array.isArray(node)) return node.map((item) => liftDefinitions(item, components)) as T
  if (!node || typeof node !== 'object') return node
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue
    if (key === '$defs') {
      for (const [name, definition] of Object.entries(value as Record<string, unknown>)) {
        components[name] = liftDefinitions(definition, components)
      }
      continue
    }
    result[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : liftDefinitions(value, components)
  }
  return result as T
}
