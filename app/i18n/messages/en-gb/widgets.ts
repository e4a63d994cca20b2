// British English differences from the en-US texts of the widgets loaded on interaction.
import { widgets as base } from '../en-us/widgets'
import { variantOf } from '../messages'

export const widgets = variantOf(base, {  'map.centre': '{name} centre',
})
