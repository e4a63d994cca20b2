// Whether members earn and burn points on a line of business. The site decides (§R3 site config)
// and its BFF says so in a header on every call (contracts/lxp/lxp-headers.ts); the platform prices every
// quote and booking with those rules, so the pages and the HTTP API agree. A call without it: everything.
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { currentCall, type Earner } from '../http/call-context'

export type LinePoints = { earn: boolean; burn: boolean }

const everything: LinePoints = { earn: true, burn: true }

export function linePoints(line: LineOfBusiness): LinePoints {
  return currentCall()?.linePoints[line] ?? everything
}

/** A line's earn rate as the site allows it: the rate when the line earns, else 0. */
function siteEarnRate(line: LineOfBusiness, rate: number) {
  return linePoints(line).earn ? rate : 0
}

/**
 * The rate `earner` earns on a line (`product`: the card's earn key, `car`, `hotel`): the line's where the site lets
 * it earn and the earner's active card earns on the product, else 0, as a guest or an API caller earns nothing. The
 * one rule of what results, quotes and bookings say is earned (issue 36: a guest's results promised points their quote
 * did not).
 */
export function earnRateFor(earner: Earner | null | undefined, product: string, line: LineOfBusiness, rate: number) {
  return earner?.active && earner.earnEligible[product] ? siteEarnRate(line, rate) : 0
}

/** The rate the calling customer earns on a line (`earnRateFor`); outside a call (the simulator's own reads), a card member's. */
export function callerEarnRate(product: string, line: LineOfBusiness, rate: number) {
  const call = currentCall()
  return call ? earnRateFor(call.caller, product, line, rate) : siteEarnRate(line, rate)
}
