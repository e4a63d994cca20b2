// The hotels a traveller picked to compare (two to four), kept on the device across pages and tabs.
import { useSyncExternalStore } from 'react'

const storageKey = 'hotel-compare'
export const compareMax = 4
const emptyList: readonly string[] = []
let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: emptyList }

function read(): readonly string[] {
  try {
    const raw = window.localStorage.getItem(storageKey)
    if (raw === cached.raw) return cached.list
    const parsed = raw ? (JSON.parse(raw) as unknown) : []
    const list = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && /^[a-z0-9-]{1,80}$/.test(id)).slice(0, compareMax) : []
    cached = { raw, list }
    return list
  } catch {
    return emptyList
  }
}

const listeners = new Set<() => void>()

function write(list: readonly string[]) {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(list))
  } catch {
    // Storage refused: the list lives until the page changes.
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

export function useCompareList() {
  const list = useSyncExternalStore(subscribe, read, () => emptyList)
  return {
    list,
    has: (id: string) => list.includes(id),
    full: list.length >= compareMax,
    toggle: (id: string) => write(list.includes(id) ? list.filter((known) => known !== id) : [...list, id].slice(0, compareMax)),
    clear: () => write([]),
  }
}
