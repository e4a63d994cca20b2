// The shape of a namespace's messages (ICU MessageFormat strings keyed by dotted names) and how a
// regional variant is written: only the messages that differ, checked against the base's keys.
export type NamespaceMessages = Readonly<Record<string, string>>

export function variantOf<Base extends NamespaceMessages>(base: Base, differences: Partial<Record<keyof Base, string>>): Record<keyof Base, string> {
  return { ...base, ...differences }
}
