// Seasonal suggestions of the landing pages (issue 19, item 5): one season for each month of the traveller's
// date (the render's day until the page hydrates, docs/decisions/133), so November shows winter sun and never a
// spring promotion. The texts are in the lines messages (`landing.season.<key>.*`); the destinations are the
// platform's own names.
import type { Banner } from '@contracts/site/page-content.schema'

export type Season = { key: 'winter-sun' | 'spring-cities' | 'summer-coast' | 'autumn-cities'; months: readonly number[]; destinations: readonly string[] }

export const seasons: readonly Season[] = [
  { key: 'winter-sun', months: [11, 12, 1, 2], destinations: ['Cancún', 'Miami', 'Dubai', 'Honolulu'] },
  { key: 'spring-cities', months: [3, 4, 5], destinations: ['Lisbon', 'Paris', 'Amsterdam', 'Rome'] },
  { key: 'summer-coast', months: [6, 7, 8], destinations: ['Barcelona', 'Lisbon', 'Honolulu', 'Sydney'] },
  { key: 'autumn-cities', months: [9, 10], destinations: ['New York', 'Tokyo', 'Prague', 'Vienna'] },
]

/** The season of a day (yyyy-MM-dd). */
export function seasonOf(day: string): Season {
  const month = Number(day.slice(5, 7))
  return seasons.find((season) => season.months.includes(month)) ?? seasons[0]!
}

/**
 * Whether a page content banner is in season on a day (yyyy-MM-dd): it names no months, or that day's
 * month. Here rather than beside the schema, whose module would bring zod to the pages' first load.
 */
export function isInSeason(banner: Pick<Banner, 'months'>, day: string) {
  return !banner.months || banner.months.includes(Number(day.slice(5, 7)))
}
