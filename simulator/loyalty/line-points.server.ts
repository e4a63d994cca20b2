// Whether members earn and burn points on a line of business. The site decides (§R3 site config)
// and its BFF says so in a header on every call (contracts/lxp/lxp-headers.ts); the platform prices every
// quote and booking with those rules, so the pages and the HTTP API agree. A call without it: everything.
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { currentCall } from '../http/call-context'

export type LinePoints = { earn: boolean; burn: boolean }

const everything: LinePoints = { earn: true, burn: true }

export function linePoints(line: LineOfBusiness): LinePoints {
  return currentCall()?.linePoints[line] ?? everything
}

/** A line's earn rate as the site allows it: the rate when the line earns, else 0 (results, quotes and bookings alike). */
export function siteEarnRate(line: LineOfBusiness, rate: number) {
  return linePoints(line).earn ? rate : 0
}
