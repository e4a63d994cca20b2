// British English differences from the en-US home page texts.
import { home as base } from '../en-us/home'
import { variantOf } from '../messages'

export const home = variantOf(base, {
  'favorites.heading': 'Your favourite destinations',
})
