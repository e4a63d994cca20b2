// Whether the site lets members earn and burn points on a line of business (site config, SPEC.md §3).
// The platform prices every quote and booking with these rules, so the pages and the HTTP API agree.
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { loadSiteConfig } from '../../server/site/site.server'

export type LinePoints = { earn: boolean; burn: boolean }

const everything: LinePoints = { earn: true, burn: true }

export async function linePoints(line: LineOfBusiness): Promise<LinePoints> {
  try {
    return (await loadSiteConfig()).linesOfBusiness[line]?.points ?? everything
  } catch {
    return everything
  }
}
