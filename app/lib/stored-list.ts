// A short list kept on the device (localStorage) and shared by every component and tab that shows
// it: hotels picked to compare, recent searches. Server renders see an empty list; the browser's
// list appears after hydration.
import { useSyncExternalStore } from 'react'

type Options<T> = { max: number; valid: (value: unknown) => value is T; same: (a: T, b: T) => boolean }

export function createStoredList<T>(key: string, { max, valid, same }: Options<T>) {
  const empty: readonly T[] = []
  let cached: { raw: string | null; list: readonly T[] } = { raw: null, list: empty }
  const listeners = new Set<() => void>()

  function read(): readonly T[] {
    try {
      const raw = window.localStorage.getItem(key)
      if (raw === cached.raw) return cached.list
      const parsed = raw ? (JSON.parse(raw) as unknown) : []
      cached = { raw, list: Array.isArray(parsed) ? parsed.filter(valid).slice(0, max) : empty }
      return cached.list
    } catch {
      return empty
    }
  }

  function write(list: readonly T[]) {
    try {
      window.localStorage.setItem(key, JSON.stringify(list.slice(0, max)))
    } catch {
      // Storage refused or full: the list is simply not remembered.
    }
    for (const listener of listeners) listener()
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  }

  return {
    useList: () => useSyncExternalStore(subscribe, read, () => empty),
    /** Newest first; an equal item moves to the front. */
    addFirst: (item: T) => write([item, ...read().filter((known) => !same(known, item))]),
    /** Added at the end while there is room; removed when present. */
    toggle: (item: T) => write(read().some((known) => same(known, item)) ? read().filter((known) => !same(known, item)) : [...read(), item].slice(0, max)),
    clear: () => write([]),
    /** Removes the items a test picks (one line's recent searches). */
    forget: (picked: (item: T) => boolean) => write(read().filter((item) => !picked(item))),
  }
}
