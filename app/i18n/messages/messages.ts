// The shape of a namespace's messages (ICU MessageFormat strings keyed by dotted names) and how a
// regional variant is written: only the messages that differ, checked against the base's keys
// (`{ … } satisfies Differences<typeof base>` in messages/en-gb/), made whole by `variantOf` in the generated modules.
export type NamespaceMessages = Readonly<Record<string, string>>

export type Differences<Base extends NamespaceMessages> = Partial<Record<keyof Base, string>>

export function variantOf<Base extends NamespaceMessages>(base: Base, differences: Differences<Base>): Record<keyof Base, string> {
  return { ...base, ...differences }
}

/**
 * A namespace in every locale: the base locale's messages, and each other locale's made whole from its differences.
 * Each part is named once, so the minifier writes the parts of each locale as one object (decision 170).
 */
export function inLocales<Base extends NamespaceMessages, BaseLocale extends string, Variant extends string>(baseLocale: BaseLocale, base: Base, differences: Record<Variant, Differences<Base>>) {
  const variants = Object.entries<Differences<Base>>(differences).map(([locale, variant]) => [locale, variantOf(base, variant)])
  return Object.fromEntries([[baseLocale, base], ...variants]) as Record<BaseLocale | Variant, Record<keyof Base, string>>
}
