// Checkout state kept per line of business in session storage (§R3, §R4), so a reload or a
// trip back to the offer loses nothing typed; removed once the traveller leaves that line's pages.
// The card number and CVV are never stored: callers pass them in `secretFields` to be left out.
import { linesOfBusiness, type LineOfBusiness } from '@contracts/site/lines-of-business'

/** The item a line's checkout is kept under; the flights' exchange of a booked trip has its own. */
export type CheckoutStorageKey = `${LineOfBusiness}-checkout-data` | 'flights-exchange-data'

/** Each stored checkout item and the address its pages are under: derived from the lines, so a new line needs no edit (issue 39). */
export const checkoutStorageKeys = new Map<CheckoutStorageKey, string>([...linesOfBusiness.map((line) => [`${line}-checkout-data`, `/${line}/`] as const), ['flights-exchange-data', '/flights/exchange/']])

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readCheckout<T extends object>(key: CheckoutStorageKey): Partial<T> | undefined {
  const raw = storage()?.getItem(key)
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as unknown
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : undefined
  } catch {
    storage()?.removeItem(key)
    return undefined
  }
}

export function writeCheckout(key: CheckoutStorageKey, values: Record<string, unknown>, secretFields: readonly string[]) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !secretFields.includes(name)))
  try {
    storage()?.setItem(key, JSON.stringify(kept))
  } catch {
    // Storage full or refused: the form still works, it just will not survive a reload.
  }
}

export function removeCheckout(key: CheckoutStorageKey) {
  storage()?.removeItem(key)
}

/** Removes every checkout item whose pages the path (without the base path) is not on. */
export function removeStaleCheckouts(pathname: string) {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  for (const [key, page] of checkoutStorageKeys) {
    if (!path.startsWith(page)) storage()?.removeItem(key)
  }
}
