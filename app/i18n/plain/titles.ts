// Document titles without the message formatter (see ../plain-message.ts): a page's title, or the
// name of what it shows (a hotel, a restaurant), followed by the site's name.
import { titles as enGb } from '../messages/en-gb/titles'
import { titles as enUs } from '../messages/en-us/titles'
import { plainTranslator, type PlainValues } from '../plain-message'

export const titlesText = plainTranslator('titles', { 'en-US': enUs, 'en-GB': enGb })

type PageKey = Exclude<keyof typeof enUs, 'site' | 'page' | 'description' | `${string}.description`>

/** `Hotel results · Rewards Travel`; with a name (a loaded hotel's), the name instead of the page's title. */
export function pageTitle(key: PageKey, name?: string, values?: PlainValues) {
  return titlesText('page', { page: name ?? titlesText(key, values), site: titlesText('site') })
}
