// British English differences from the en-US dining search pages (landing, search form, results, offer) texts.
import { dining as base } from '../en-us/dining'
import { variantOf } from '../messages'

export const dining = variantOf(base, {
})
