// The browser end of GET /api/flags/stream: calls `onChange` when the server announces changed flags,
// and once more after a dropped stream reconnects (changes made meanwhile were not heard).
export function listenForFlagChanges(url: string, onChange: () => void, EventSourceClass: typeof EventSource | undefined = globalThis.EventSource) {
  if (!EventSourceClass) return () => {}
  const source = new EventSourceClass(url)
  let opened = false
  source.addEventListener('flags-changed', onChange)
  source.addEventListener('open', () => {
    if (opened) onChange()
    opened = true
  })
  return () => source.close()
}
