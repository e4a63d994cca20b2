// Document titles: a page's title, or the name of what it shows (a hotel, a restaurant), followed by the
// site's name, from the `titles` messages.
import type { PlainValues } from './plain-message'
import { titlesText } from './plain/titles'

type PageKey = Exclude<Parameters<typeof titlesText>[0], 'site' | 'page' | 'description' | `${string}.description`>

/** `Hotel results · Rewards Travel`; with a name (a loaded hotel's), the name instead of the page's title. */
export function pageTitle(key: PageKey, name?: string, values?: PlainValues) {
  return titlesText('page', { page: name ?? titlesText(key, values), site: titlesText('site') })
}
