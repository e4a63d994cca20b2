// Reads the namespaces a page needs (§R9.51 "Translation reads": 10 in parallel, 5 retries from
// 350 ms, doubling). A namespace that still fails is left out and reported, so its texts fall back to
// their keys instead of failing the page.
import { catalogue, type Namespace } from './catalogue'
import { flattenNamespaces, type FlatMessages } from './flat-messages'
import type { Locale } from './locales'
import type { NamespaceMessages } from './messages/messages'
import { mapWithConcurrency, sleep, withRetry, type RetryPolicy } from './parallel-reads'

export const translationReads = { concurrency: 10, retries: 5, initialDelayMs: 350, factor: 2 } as const

export type MessageReader = (locale: Locale, namespace: Namespace) => Promise<NamespaceMessages>

/** The messages are local modules, so reading one is importing it. */
export const bundledMessageReader: MessageReader = async (locale, namespace) => catalogue[locale][namespace]

export type LoadMessagesOptions = {
  reader?: MessageReader
  wait?: (ms: number) => Promise<void>
  onReadError?: (namespace: Namespace, error: unknown) => void
  policy?: RetryPolicy & { concurrency: number }
}

export async function loadMessages(locale: Locale, namespaces: readonly Namespace[], options: LoadMessagesOptions = {}): Promise<FlatMessages> {
  const { reader = bundledMessageReader, wait = sleep, policy = translationReads } = options
  const onReadError = options.onReadError ?? ((namespace, error) => console.error(`Could not read the ${locale} "${namespace}" messages`, error))
  const unique = [...new Set(namespaces)]
  const read = await mapWithConcurrency(unique, policy.concurrency, async (namespace) => {
    try {
      return [namespace, await withRetry(() => reader(locale, namespace), policy, wait)] as const
    } catch (error) {
      onReadError(namespace, error)
      return [namespace, {}] as const
    }
  })
  return flattenNamespaces(Object.fromEntries(read))
}
