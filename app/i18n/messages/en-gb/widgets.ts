// British English differences from the en-US texts of the widgets loaded on interaction.
import type { widgets as base } from '../en-us/widgets'
import type { Differences } from '../messages'

export const widgets = {
  'map.centre': '{name} centre',
} satisfies Differences<typeof base>
