// Times of day for time pickers (§R9): every 30 minutes (48) or every 15 (96). The value is
// what forms send (HH:mm); the title is what travellers read (h:mm a).
import { Temporal } from 'temporal-polyfill'
import { formatTime12, minutesPerDay } from '~/lib/format'
import type { SelectOption } from './select-option'

export type TimeStep = 15 | 30

export function timeOptions(stepMinutes: TimeStep = 30): SelectOption[] {
  const midnight = Temporal.PlainDate.from('2000-01-01').toPlainDateTime()
  return Array.from({ length: minutesPerDay / stepMinutes }, (_, index) => {
    const time = midnight.add({ minutes: index * stepMinutes })
    return { value: time.toPlainTime().toString({ smallestUnit: 'minute' }), title: formatTime12(time) }
  })
}
