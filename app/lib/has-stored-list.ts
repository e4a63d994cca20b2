// Whether the device keeps a non-empty list under a key of ./stored-list.ts, read without that module: a page
// loads the code that shows such a list (recent searches) only for a traveller who has one.

export function hasStoredList(key: string) {
  try {
    const raw = window.localStorage.getItem(key)
    return raw !== null && raw !== '[]'
  } catch {
    return false
  }
}
