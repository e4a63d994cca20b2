// §R2/§R9: data is marked loaded 500 ms after loading ends (loader delay), and marked not
// loaded at once when loading starts again.
import { useEffect, useState } from 'react'

export const loaderDelayMs = 500

/** A small state machine, independent of React so its timing can be tested with fake timers. */
export function createDataLoadedTracker(onChange: (loaded: boolean) => void, delayMs = loaderDelayMs) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let loaded = true
  const set = (next: boolean) => {
    if (next !== loaded) {
      loaded = next
      onChange(next)
    }
  }
  return {
    update(loading: boolean) {
      clearTimeout(timer)
      timer = undefined
      if (loading) set(false)
      else if (!loaded) timer = setTimeout(() => set(true), delayMs)
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}

export function useDataLoaded(loading: boolean) {
  const [loaded, setLoaded] = useState(!loading)
  const [tracker] = useState(() => createDataLoadedTracker(setLoaded))
  useEffect(() => tracker.update(loading), [tracker, loading])
  useEffect(() => () => tracker.dispose(), [tracker])
  return loaded
}
