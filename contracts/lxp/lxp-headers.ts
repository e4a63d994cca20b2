// The headers of the lxp API beyond its routes' own: what a client sends with every call and what the
// platform answers with. Shared by the BFF's client and the simulator, which must spell them alike.
import { linesOfBusiness, type LineOfBusiness } from '../site/lines-of-business'

export const lxpHeaders = {
  correlationId: 'x-client-correlation-id',
  locale: 'x-locale',
  apiSessionId: 'x-api-session-id',
  environment: 'x-test-environment',
  /** The member the call is made for (their client customer id); the platform trusts its client for it. */
  customerId: 'x-customer-id',
  /** On booking and cancellation answers: whether this is the replay of an earlier one with the same key. */
  replayed: 'idempotent-replayed',
  /**
   * The site's points switches per line (§R3 site config), which the platform prices with:
   * `accommodations=earn+burn,transport=burn,dining=none`. A line not named earns and burns.
   */
  linePoints: 'x-line-points',
  /** Test scenarios of the mock upstream (docs/mock-upstream.md); a real platform ignores it. */
  scenario: 'x-sim-scenario',
  /**
   * The sandbox namespace of a call (docs/mock-upstream.md): scenario counters and the clock set over
   * HTTP are kept per namespace, so parallel tests do not see each other's. A real platform ignores it.
   */
  sandboxNamespace: 'x-sim-namespace',
} as const

export type LinePointsRules = Partial<Record<LineOfBusiness, { earn: boolean; burn: boolean }>>

export function formatLinePoints(rules: LinePointsRules): string {
  return Object.entries(rules)
    .map(([line, points]) => `${line}=${[points.earn && 'earn', points.burn && 'burn'].filter(Boolean).join('+') || 'none'}`)
    .join(',')
}

/** The rules a header names; entries it cannot read are left out (the line then earns and burns). */
export function parseLinePoints(header: string | null | undefined): LinePointsRules {
  const rules: LinePointsRules = {}
  for (const entry of (header ?? '').split(',')) {
    const [line, value = ''] = entry.trim().split('=')
    if (!(linesOfBusiness as readonly string[]).includes(line ?? '')) continue
    const parts = value.split('+')
    rules[line as LineOfBusiness] = { earn: parts.includes('earn'), burn: parts.includes('burn') }
  }
  return rules
}
