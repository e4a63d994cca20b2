// The site's icons (§R2 site frame; docs/decisions/076): drawn by our own component from Lucide's
// drawings, which must stay the library's, and hidden from assistive technology.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckIcon, iconDrawings } from '~/ui/icons'
import { frameIconDrawings, MenuIcon } from '~/ui/frame-icons'
import { travelIconDrawings } from '~/ui/travel-icons'
import { carFeatureIconDrawings } from '~/ui/car-feature-icons'

const lucideNames: Record<keyof typeof iconDrawings | keyof typeof travelIconDrawings | keyof typeof carFeatureIconDrawings | keyof typeof frameIconDrawings, string> = {
  close: 'x',
  chevronDown: 'chevron-down',
  chevronLeft: 'chevron-left',
  chevronRight: 'chevron-right',
  check: 'check',
  minus: 'minus',
  plus: 'plus',
  calendar: 'calendar',
  info: 'info',
  error: 'circle-exclamation-point',
  swap: 'arrow-left-right',
  hotel: 'bed-double',
  car: 'car',
  transmission: 'cog',
  door: 'door-open',
  fuel: 'fuel',
  bag: 'luggage',
  flight: 'plane',
  mileage: 'route',
  airConditioning: 'snowflake',
  ticket: 'ticket',
  duration: 'timer',
  seats: 'users',
  dining: 'utensils-crossed',
  electric: 'zap',
  menu: 'menu',
  externalLink: 'external-link',
}

type LucideIconModule = { __iconData: { node: [string, Record<string, string>][] } }

describe('icons', () => {
  it.each(Object.entries({ ...iconDrawings, ...travelIconDrawings, ...carFeatureIconDrawings, ...frameIconDrawings }))('%s is the Lucide drawing it names', async (name, drawing) => {
    const lucide = (await import(`../../../node_modules/lucide-react/dist/esm/icons/${lucideNames[name as keyof typeof lucideNames]}.mjs`)) as LucideIconModule
    expect(drawing).toEqual(lucide.__iconData.node.map(([element, { key: _key, ...attributes }]) => [element, attributes]))
  })

  it('draws hidden from assistive technology, 20 px unless sized, the check mark bolder', () => {
    const menu = renderToStaticMarkup(<MenuIcon />)
    expect(menu).toContain('aria-hidden="true"')
    expect(menu).toContain('focusable="false"')
    expect(menu).toContain('width="20"')
    expect(menu).toContain('stroke-width="2"')
    expect(menu.match(/<path /g)).toHaveLength(3)
    expect(renderToStaticMarkup(<CheckIcon size={14} />)).toMatch(/width="14".*stroke-width="3"/)
  })
})
