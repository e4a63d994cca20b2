// The hotels a traveller picked to compare (two to four), kept on the device across pages and tabs.
import { compareLimits } from '@contracts/lxp/hotel.constants'
import { createStoredList } from '~/lib/stored-list'

export const compareMax = compareLimits.max

const compareList = createStoredList<string>('hotel-compare', {
  max: compareMax,
  valid: (value): value is string => typeof value === 'string' && /^[a-z0-9-]{1,80}$/.test(value),
  same: (a, b) => a === b,
})

export function useCompareList() {
  const list = compareList.useList()
  return { list, has: (id: string) => list.includes(id), full: list.length >= compareMax, toggle: compareList.toggle, clear: compareList.clear }
}
