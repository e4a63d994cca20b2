// §R2 (links scroll into view on focus and show an external-link icon when opened in a new tab, per the isLinksHaveIcons flag).
// @vitest-environment jsdom
import './dom-setup'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { useContext, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link, linkRel, LinkSettingsProvider, showsExternalIcon } from '~/ui/link'
import { LinkSettingsContext } from '~/ui/link-settings'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const icon = (link: HTMLElement) => link.querySelector('svg[data-part="external-icon"]')

describe('external-link icon decision', () => {
  it('shows the icon only for a new tab, and only when the site asks for icons', () => {
    expect(showsExternalIcon('_blank', true)).toBe(true)
    expect(showsExternalIcon('_blank', false)).toBe(false)
    expect(showsExternalIcon(undefined, true)).toBe(false)
    expect(showsExternalIcon('_self', true)).toBe(false)
    expect(showsExternalIcon('_top', true)).toBe(false)
  })
})

describe('linkRel', () => {
  it('adds noopener and noreferrer for a new tab, keeping what was given', () => {
    expect(linkRel('_blank', undefined)).toBe('noopener noreferrer')
    expect(linkRel('_blank', 'external nofollow')).toBe('external nofollow noopener noreferrer')
    expect(linkRel('_blank', 'noopener')).toBe('noopener noreferrer')
  })

  it('leaves other links alone', () => {
    expect(linkRel(undefined, undefined)).toBeUndefined()
    expect(linkRel('_top', 'external')).toBe('external')
  })
})

describe('external Link', () => {
  it('is a plain anchor to the address', () => {
    render(<Link href="https://www.iata.org/">IATA</Link>)
    const link = screen.getByRole('link', { name: 'IATA' })
    expect(link.getAttribute('href')).toBe('https://www.iata.org/')
    expect(link.getAttribute('rel')).toBeNull()
    expect(icon(link)).toBeNull()
  })

  it('in a new tab: says so, sets rel, and shows the icon when asked', () => {
    render(
      <Link href="https://www.iata.org/" target="_blank" linksHaveIcons>
        IATA
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'IATA (opens in a new tab)' })
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(icon(link)?.getAttribute('aria-hidden')).toBe('true')
  })

  it('in a new tab, fits inside a paragraph: the words for screen readers are a span, not a div (which would close the paragraph and break hydration)', () => {
    render(
      <p>
        <Link href="https://www.iata.org/" target="_blank">
          IATA
        </Link>
      </p>,
    )
    const link = screen.getByRole('link', { name: 'IATA (opens in a new tab)' })
    expect(link.querySelector('div')).toBeNull()
    expect(link.querySelector('span')?.textContent).toBe('(opens in a new tab)')
  })

  it('in a new tab without the flag: no icon, still announced', () => {
    render(
      <Link href="https://www.iata.org/" target="_blank">
        IATA
      </Link>,
    )
    expect(icon(screen.getByRole('link', { name: 'IATA (opens in a new tab)' }))).toBeNull()
  })

  it('takes the flag from the site setting, and a prop overrides it', () => {
    render(
      <LinkSettingsProvider linksHaveIcons>
        <Link href="https://www.iata.org/" target="_blank">
          From setting
        </Link>
        <Link href="https://www.iata.org/" target="_blank" linksHaveIcons={false}>
          Overridden
        </Link>
      </LinkSettingsProvider>,
    )
    expect(icon(screen.getByRole('link', { name: /From setting/ }))).not.toBeNull()
    expect(icon(screen.getByRole('link', { name: /Overridden/ }))).toBeNull()
  })

  it('scrolls itself into view on focus, and still calls onFocus', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const onFocus = vi.fn()
    render(
      <Link href="https://www.iata.org/" onFocus={onFocus}>
        IATA
      </Link>,
    )
    screen.getByRole('link', { name: 'IATA' }).focus()
    expect(onFocus).toHaveBeenCalledOnce()
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  })
})

function renderInRouter(node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => node })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return render(<RouterProvider router={router} />)
}

describe('internal Link', () => {
  it('renders the route address through the router', async () => {
    renderInRouter(<Link to="/">Home</Link>)
    const link = await screen.findByRole('link', { name: 'Home' })
    expect(link.getAttribute('href')).toBe('/')
  })

  it('scrolls into view on focus and marks a new tab like an external link', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    renderInRouter(
      <Link to="/" target="_blank" linksHaveIcons>
        Home
      </Link>,
    )
    const link = await screen.findByRole('link', { name: 'Home (opens in a new tab)' })
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(icon(link)).not.toBeNull()
    link.focus()
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  })
})

describe('the link settings', () => {
  it('give the same value at every render, so the page below keeps its server markup while it hydrates (issue 37)', () => {
    const seen: unknown[] = []
    const Reader = () => {
      seen.push(useContext(LinkSettingsContext))
      return null
    }
    const { rerender } = render(
      <LinkSettingsProvider linksHaveIcons>
        <Reader />
      </LinkSettingsProvider>,
    )
    rerender(
      <LinkSettingsProvider linksHaveIcons>
        <Reader />
      </LinkSettingsProvider>,
    )
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
  })
})
