// Messages flat, as the formatter wants them: keyed by full key (`namespace:dotted.name`).
import type { Namespace } from './catalogue'

export type FlatMessages = Record<string, string>

export function flattenNamespaces(byNamespace: Partial<Record<Namespace, Readonly<Record<string, string>>>>): FlatMessages {
  const flat: FlatMessages = {}
  for (const [namespace, messages] of Object.entries(byNamespace)) {
    for (const [key, message] of Object.entries(messages)) flat[`${namespace}:${key}`] = message
  }
  return flat
}
