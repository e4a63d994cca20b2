// An in-memory Storage for unit tests (node has no Web Storage).
export class FakeStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

export const brokenStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

/** A storage event as another tab's change would deliver it. */
export function storageEvent(key: string | null, newValue: string | null) {
  return Object.assign(new Event('storage'), { key, newValue })
}
