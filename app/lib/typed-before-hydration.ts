// What a traveller typed before a form's code arrived (./lazy-on-interaction.ts keeps the server's fields on screen
// until then): read by the form as it hydrates. A module of its own, loaded with the forms, not with every page's
// first load (issue 40).
import { useLayoutEffect } from 'react'

/**
 * What the traveller typed or chose in a server-rendered field before its component hydrated: React keeps
 * the field's text on screen but not in its state, and the next render would put the server's value back.
 * `read` gives each field's element; `values` the state; `change` takes what differs, once, at hydration.
 */
export function useValuesTypedBeforeHydration(read: (name: string) => HTMLElement | null, values: Readonly<Record<string, string>>, change: (changes: Record<string, string>) => void) {
  useLayoutEffect(() => {
    const typed = Object.fromEntries(
      Object.keys(values).flatMap((name) => {
        const element = read(name)
        const value = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : undefined
        return value !== undefined && value !== values[name] ? [[name, value]] : []
      }),
    )
    if (Object.keys(typed).length > 0) change(typed)
    // Once, at hydration: later renders are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
