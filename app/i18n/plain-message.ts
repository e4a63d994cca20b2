// Messages read straight from one namespace's bundled messages, without @formatjs/intl: the
// formatter and the whole catalogue cost 15–20 KB compressed, too much for the first load of every
// page (docs/decisions/040). Only plain messages go through here: text with simple {name}
// placeholders, no plural, select, number or date arguments (those need `t` from ./intl). A unit
// test keeps the messages of the namespaces read this way plain.
import { visitorLocale } from '~/lib/format/visitor-settings'
import { resolveLocale, type Locale } from './locales'

export type PlainValues = Record<string, string | number>

/** Whether a message is plain enough for a plain translator (no ICU arguments other than {name}, no quoting). */
export function isPlainMessage(message: string) {
  return !/\{\s*\w+\s*,/.test(message) && !/'[{}']/.test(message)
}

type PluralName<Name extends string> = Name extends `${infer Stem}.other` ? Stem : never

// One set of plural rules per locale, made on first use (a new one on every call was measurable in a
// rendered results page, docs/decisions/095).
const pluralRules = new Map<Locale, Intl.PluralRules>()
function pluralRulesOf(locale: Locale) {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules
}

/**
 * A translator over one namespace: `text('page.unknown.title')`, in the visitor's locale unless one is given.
 * `text.rich('payment.balance', { points: <strong>…</strong> })` gives the pieces for markup inside a sentence.
 * `text.plural('results.count', n, values)` picks `results.count.one` or `results.count.other` (any
 * category of the locale's plural rules, falling back to `other`) and fills `{count}` with n: the
 * browser's Intl.PluralRules does what an ICU plural would, without the formatter.
 */
export function plainTranslator<Name extends string>(namespace: string, byLocale: Record<Locale, Readonly<Record<Name, string>>>) {
  const text = (name: Name, values?: PlainValues, locale: string = visitorLocale()): string => {
    const message = byLocale[resolveLocale(locale)][name] ?? `${namespace}:${name}`
    return message.replace(/\{(\w+)\}/g, (placeholder, argument: string) => (values?.[argument] === undefined ? placeholder : String(values[argument])))
  }
  const plural = (stem: PluralName<Name>, count: number, values?: PlainValues, locale: string = visitorLocale()): string => {
    const resolved = resolveLocale(locale)
    const messages = byLocale[resolved]
    const category = pluralRulesOf(resolved).select(count)
    const name = (`${stem}.${category}` in messages ? `${stem}.${category}` : `${stem}.other`) as Name
    return text(name, { count: count.toLocaleString(resolved), ...values }, locale)
  }
  /** The message in pieces, its placeholders replaced by the given nodes (`{points}` → <strong>…</strong>), for markup inside a sentence. */
  const rich = <Node>(name: Name, nodes: Record<string, Node>, locale: string = visitorLocale()): (string | Node)[] => {
    const message = byLocale[resolveLocale(locale)][name] ?? `${namespace}:${name}`
    return message.split(/(\{\w+\})/).flatMap((piece): (string | Node)[] => {
      const argument = /^\{(\w+)\}$/.exec(piece)?.[1]
      if (argument !== undefined && argument in nodes) return [nodes[argument] as Node]
      return piece ? [piece] : []
    })
  }
  return Object.assign(text, { plural, rich })
}
