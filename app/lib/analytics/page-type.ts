// Page types (§R2 "Analytics page types") and product categories ("matched from the path")
// of a route's pathname, as the router reports it (without the base path).
import type { PageType, ProductCategory } from '@contracts/analytics/analytics-catalogue'
import { linesOfBusiness } from '@contracts/site/lines-of-business'

// Path segments that name a product category, including the API type names of §R3: only the lines §R3 gives a
// category (productCategories) are here.
const categoryAliases: Record<string, ProductCategory> = {
  accommodations: 'accommodations',
  hotels: 'accommodations',
  hotel: 'accommodations',
  activities: 'activities',
  activity: 'activities',
  dining: 'dining',
  flights: 'flights',
  air: 'flights',
  mobility: 'mobility',
  car: 'mobility',
  tours: 'tours',
  transport: 'tours',
}

// The first segment of a line's pages: every line's, and that of §R2's activities category.
const lineRoots = new Set<string>([...linesOfBusiness, 'activities'])

const fixedPages: Record<string, PageType> = {
  '/': 'home',
  '/auth/post-logout': 'logout',
  '/auth/sign-in': 'log in',
  '/auth/credentials-sign-in': 'credentials sign-in',
  '/rewards-club/sign-in': 'provider sign-in',
  '/auth/token': 'token sign-in',
  '/auth/authentication-failure': 'error 500',
  '/api/auth-error': 'error 500',
  '/contact': 'contact',
  '/about': 'about',
  '/business': 'business',
  '/terms-and-conditions': 'terms and conditions',
  '/my-trips': 'reservation view',
}

const linePages: Record<string, PageType> = {
  'search-results': 'search results',
  offer: 'offer details',
  compare: 'compare',
  checkout: 'checkout',
  confirmation: 'confirmation',
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean)

/** The first product category a path segment names, if any. */
export function productCategoryOf(pathname: string): ProductCategory | undefined {
  for (const segment of segmentsOf(pathname)) {
    const category = categoryAliases[segment.toLowerCase()]
    if (category) return category
  }
  return undefined
}

/**
 * The analytics page type of a path; `status` overrides it for error pages (404, 500). Paths with
 * no type of their own (a profile page, a development tool) answer undefined.
 */
export function pageTypeOf(pathname: string, status?: 404 | 500): PageType | undefined {
  if (status === 404) return 'error 404'
  if (status === 500) return 'error 500'
  const segments = segmentsOf(pathname.toLowerCase())
  const normalized = `/${segments.join('/')}`
  const fixed = fixedPages[normalized]
  if (fixed) return fixed
  const [first, second, third] = segments
  if (first === 'reservations' && second === 'view') return 'reservation view'
  if (first === 'reservations' && second === 'cancel') return 'cancellation review'
  if (!first || !lineRoots.has(first)) return undefined
  if (!second) return 'home'
  if (first === 'flights' && second === 'exchange') {
    if (third === 'modify-reservation') return 'modify'
    if (third === 'search-results') return 'modify search results'
    return third ? linePages[third] : 'modify'
  }
  return linePages[second]
}
