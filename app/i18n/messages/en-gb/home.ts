// British English differences from the en-US home page texts.
import type { home as base } from '../en-us/home'
import type { Differences } from '../messages'

export const home = {
  'favorites.heading': 'Your favourite destinations',
} satisfies Differences<typeof base>
