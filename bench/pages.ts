// The pages `npm run bench` measures (bench/run.ts): the static routes of the generated route tree that render a
// component, and a client that fetches each as a visitor reaches it (with the search parameters it needs, following
// its redirects, signed in as the demo member where the page needs a session). Each line's results, offer and checkout
// are reached from its landing page on, link by link (`lineStepUrl`): a new line needs nothing here. A page of a line's
// own beyond those is reached as its module in bench/lines/ says (read from the folder: the hotels' comparison).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { linesOfBusiness } from '../contracts/site/lines-of-business.ts'
import { demoPassword } from '../server/auth/provider/demo-members.ts'

const demoMember = 'platinum'
/** What a browser sends for a page: the server compresses HTML, as it would for a visitor. */
export const browserHeaders = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }

type Route = { path: string; file: string }

export function pageRoutes(): { pages: Route[]; skipped: { route: string; reason: string }[] } {
  const tree = readFileSync('app/routeTree.gen.ts', 'utf8')
  const importSpecifiers = new Map<string, string>()
  for (const [, name, specifier] of tree.matchAll(/import\s*\{\s*Route as (\w+)\s*\}\s*from\s*'(\.\/routes\/[^']+)'/g)) importSpecifiers.set(name!, specifier!)
  const importOfConst = new Map<string, string>()
  for (const [, constant, imported] of tree.matchAll(/const (\w+)\s*=\s*(\w+)\.update\(/g)) importOfConst.set(constant!, imported!)
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''

  const pages = new Map<string, Route>()
  const skipped: { route: string; reason: string }[] = []
  for (const [, fullPath, constant] of block.matchAll(/'([^']+)':\s*typeof (\w+)/g)) {
    const route = fullPath!
    if (route.includes('$')) continue
    if (route.startsWith('/api/')) continue
    const specifier = importSpecifiers.get(importOfConst.get(constant!.replace(/WithChildren$/, '')) ?? '')
    const file = ['.tsx', '.ts', '.jsx', '.js'].map((extension) => path.join('app', `${specifier}${extension}`)).find((candidate) => specifier && existsSync(candidate))
    if (!file) {
      skipped.push({ route, reason: 'route file not found' })
      continue
    }
    // A route without a component is a server route (a GET would render only the empty shell).
    if (!/\bcomponent\s*[:,}]/.test(readFileSync(file, 'utf8'))) {
      skipped.push({ route, reason: 'server route (no component)' })
      continue
    }
    const normalized = route === '/' ? route : route.replace(/\/+$/, '')
    if (!pages.has(normalized)) pages.set(normalized, { path: normalized, file })
  }
  if (!pages.has('/')) pages.set('/', { path: '/', file: 'app/routes/index.tsx' })
  return { pages: [...pages.values()], skipped }
}

// ---------------------------------------------------------------------------------------------
// Fetching pages

type Found = { url: string; html: string; signedIn: boolean } | { reason: string }

/** A line's own pages by route, each with how a visitor reaches it (bench/lines/<product>.ts exports its `samples`). */
export type LineSamples = Record<
  string,
  (client: {
    route: string
    inDays(days: number): string
    page(url: string): Promise<Found>
    firstLink(from: string, route: string): Promise<string>
    sampleUrl(route: string): Promise<string>
    decodeEntities(text: string): string
  }) => string | Promise<string>
>

/** A line's booking steps in the order a visitor takes them (a line without offer pages skips that one). */
const lineSteps = ['search-results', 'offer', 'checkout'] as const
const lineStepRoute = /^\/([a-z]+)\/(search-results|offer|checkout)$/

const linesFolder = path.join(import.meta.dirname, 'lines')
let lineSamples: Promise<LineSamples> | undefined
/** Every line's sample addresses, read once from bench/lines/. */
const samplesOfLines = () =>
  (lineSamples ??= Promise.all(readdirSync(linesFolder).filter((file) => file.endsWith('.ts')).map(async (file) => ((await import(pathToFileURL(path.join(linesFolder, file)).href)) as { samples: LineSamples }).samples)).then((all) => Object.assign({}, ...all) as LineSamples))

export const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")
const samePath = (a: string, b: string) => a.replace(/(.)\/+$/, '$1') === b.replace(/(.)\/+$/, '$1')
const isRedirect = (status: number) => status >= 300 && status < 400

export function makeClient(origin: string) {
  let memberCookie: Promise<string | undefined> | undefined

  /** Signs the demo member in once, for the pages that need a session. */
  async function signIn() {
    const response = await fetch(`${origin}/api/auth/sign-in/member-credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: demoMember, password: demoPassword }),
    })
    await response.arrayBuffer()
    if (!response.ok) return undefined
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '')
    return cookies.some((cookie) => /session_token=./.test(cookie)) ? cookies.join('; ') : undefined
  }

  /**
   * A page's HTML, following redirects that stay on the same route (slash or default search
   * parameters); a route that sends an anonymous visitor elsewhere is tried as a signed-in member.
   */
  async function page(url: string): Promise<Found> {
    const routePath = new URL(url, origin).pathname
    let cookie: string | undefined
    let current = url
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(new URL(current, origin), { redirect: 'manual', headers: { ...browserHeaders, ...(cookie ? { cookie } : {}) } })
      const body = await response.text()
      if (isRedirect(response.status)) {
        const location = new URL(response.headers.get('location') ?? '/', new URL(current, origin))
        if (location.origin === origin && samePath(location.pathname, routePath)) {
          current = `${location.pathname}${location.search}`
          continue
        }
        if (!cookie) {
          cookie = await member()
          if (cookie) {
            current = url
            continue
          }
          return { reason: `redirects to ${location.pathname} and the demo member could not sign in` }
        }
        return { reason: `redirects to ${location.pathname}` }
      }
      if (response.status !== 200) return { reason: `answers ${response.status}` }
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) return { reason: `answers ${response.headers.get('content-type')}` }
      return { url: current, html: body, signedIn: Boolean(cookie) }
    }
    return { reason: 'too many redirects' }
  }

  /** The first link to `route` on the page at `from`, as a visitor would follow it. */
  async function linkOn(from: string, route: string) {
    const found = await page(from)
    const href = 'html' in found ? new RegExp(`href="(${route.replace(/[/]/g, '\\/')}\\?[^"]+)"`).exec(found.html)?.[1] : undefined
    return href ? decodeEntities(href) : undefined
  }

  /** The first link to `route` on the page at `from` (else the bare route). */
  const firstLink = async (from: string, route: string) => (await linkOn(from, route)) ?? route

  /**
   * A step of a line's booking as a visitor reaches it: the results by the landing page's first popular search, the
   * offer by the results' first link to one, the checkout by the first link to it on the offer (or, on a line without
   * offer pages, the results); where the step before has no link (a car's Reserve sends the offer's form), its own
   * search on this step's path.
   */
  async function lineStepUrl(line: string, step: (typeof lineSteps)[number]): Promise<string> {
    const route = `/${line}/${step}`
    const earlier = lineSteps.slice(0, lineSteps.indexOf(step)).reverse()
    const from = earlier.length === 0 ? [`/${line}/`] : await Promise.all(earlier.map((before) => sampleUrl(`/${line}/${before}`)))
    for (const address of from) {
      const link = await linkOn(address, route)
      if (link) return link
    }
    const before = from[0] ?? route
    return before.includes('?') ? `${route}${before.slice(before.indexOf('?'))}` : route
  }

  /**
   * The address a visitor reaches a route by, with the search parameters it needs; found once per route (a line's later
   * steps are reached through its earlier ones, which every later step would fetch again).
   */
  const reached = new Map<string, Promise<string>>()
  function sampleUrl(route: string): Promise<string> {
    let address = reached.get(route)
    if (!address) reached.set(route, (address = reach(route)))
    return address
  }

  async function reach(route: string): Promise<string> {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const ofLine = (await samplesOfLines())[route]
    if (ofLine) return ofLine({ route, inDays, page, firstLink, sampleUrl, decodeEntities })
    const [, line, step] = lineStepRoute.exec(route) ?? []
    if (line && step && (linesOfBusiness as readonly string[]).includes(line)) return lineStepUrl(line, step as (typeof lineSteps)[number])
    if (route !== '/rewards-club/sign-in') return route
    // The provider's authorize page as the site's sign-in sends a visitor to it.
    const response = await fetch(`${origin}/auth/sign-in`, { redirect: 'manual' })
    await response.arrayBuffer()
    const location = new URL(response.headers.get('location') ?? route, origin)
    return location.pathname === route ? `${location.pathname}${location.search}` : route
  }

  /** Where a page answers 200: the address itself, or where its redirects lead on this site. */
  async function settled(url: string) {
    let current = url
    for (let hop = 0; hop < 3; hop += 1) {
      const response = await fetch(new URL(current, origin), { redirect: 'manual', headers: browserHeaders })
      await response.arrayBuffer()
      if (!isRedirect(response.status)) return current
      const location = new URL(response.headers.get('location') ?? '/', new URL(current, origin))
      current = `${location.pathname}${location.search}`
    }
    return current
  }

  /** The demo member's session cookie (signed in once), or undefined when sign-in fails. */
  const member = () => (memberCookie ??= signIn())

  return { page, sampleUrl, firstLink, settled, member }
}
