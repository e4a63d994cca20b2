// Fields a request sends that its contract does not know (issue 41: `"pagesize":5` is a typo, not a
// wish to be ignored). zod's objects drop unknown keys without a word, and making every request schema
// strict by hand would be one more thing each new schema could forget; so the contract's own schemas
// are walked once, where a request is refused (server/bff/api-handler.server.ts), and every key an
// object of the schema does not declare is named, however deep.
import type { z } from 'zod'
import type { Issue } from './request-refusal'

type Path = (string | number)[]
type Def = { type: string } & Record<string, unknown>

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The paths of `value` that `schema` has no field for: `[['pagesize'], ['rooms', 0, 'kids']]`. */
function unknownPaths(schema: z.core.$ZodType, value: unknown, path: Path): Path[] {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unknownPaths(def.innerType as z.core.$ZodType, value, path)
    case 'pipe':
      // What the caller sends is the pipe's input side.
      return unknownPaths(def.in as z.core.$ZodType, value, path)
    case 'lazy':
      return unknownPaths((def.getter as () => z.core.$ZodType)(), value, path)
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => unknownPaths(def.element as z.core.$ZodType, item, [...path, index])) : []
    case 'tuple':
      return Array.isArray(value) ? (def.items as z.core.$ZodType[]).flatMap((item, index) => unknownPaths(item, value[index], [...path, index])) : []
    case 'record':
      return isRecord(value) ? Object.entries(value).flatMap(([key, item]) => unknownPaths(def.valueType as z.core.$ZodType, item, [...path, key])) : []
    case 'intersection': {
      const left = new Set(unknownPaths(def.left as z.core.$ZodType, value, path).map((each) => each.join('.')))
      return unknownPaths(def.right as z.core.$ZodType, value, path).filter((each) => left.has(each.join('.')))
    }
    case 'union': {
      // The option that fits best: the one that leaves the fewest fields unknown.
      const candidates = (def.options as z.core.$ZodType[]).map((option) => unknownPaths(option, value, path))
      return candidates.reduce((best, each) => (each.length < best.length ? each : best), candidates[0] ?? [])
    }
    case 'object': {
      if (!isRecord(value)) return []
      const shape = def.shape as Record<string, z.core.$ZodType>
      // An object that takes any other key says so with its catchall (z.looseObject, z.record-like).
      const catchall = def.catchall as z.core.$ZodType | undefined
      const takesOthers = catchall !== undefined && defOf(catchall).type !== 'never'
      return Object.entries(value).flatMap(([key, item]) => {
        // Own keys only: `constructor` or `__proto__` in a body is an unknown field, not Object.prototype's (a 500 before).
        if (Object.hasOwn(shape, key)) return unknownPaths(shape[key]!, item, [...path, key])
        return takesOthers ? unknownPaths(catchall, item, [...path, key]) : [[...path, key]]
      })
    }
    default:
      return []
  }
}

/** One issue per field of `value` its schema does not know, in the shape `issuesToErrors` reads. */
export function unknownFieldIssues(schema: z.core.$ZodType, value: unknown): Issue[] {
  return unknownPaths(schema, value, []).map((path) => ({ path, message: 'is not a field of this request; check its spelling against the reference' }))
}
