// Checkout state kept per line of business in session storage (§R3, §R4), so a reload or a
// trip back to the offer loses nothing typed; removed once the traveller leaves that line's pages.
// The card number and CVV are never stored: callers pass them in `secretFields` to be left out.

/** Each stored checkout item and the pages it belongs to. */
export const checkoutStorageKeys = {
  'accommodations-checkout-data': ['/accommodations/'],
  'dining-checkout-data': ['/dining/'],
  'flights-checkout-data': ['/flights/'],
  'flights-exchange-data': ['/flights/exchange/'],
  'mobility-checkout-data': ['/mobility/'],
  'activities-checkout': ['/tours/', '/transport/'],
} as const
export type CheckoutStorageKey = keyof typeof checkoutStorageKeys

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
  for (const [key, pages] of Object.entries(checkoutStorageKeys)) {
    if (!pages.some((page) => path.startsWith(page))) storage()?.removeItem(key)
  }
}
