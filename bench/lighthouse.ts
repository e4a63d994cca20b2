// Lighthouse scores of the pages DESIGN.md §7 names (home, results, offer), in Debian's headless
// Chromium: the default mobile run (simulated slow 4G and a 4× slower CPU) and the desktop preset.
// Scores come from simulated throttling, so they vary little with what else the machine runs.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

export type LighthouseScore = {
  page: string
  formFactor: 'mobile' | 'desktop'
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  firstContentfulPaintMs: number | null
  largestContentfulPaintMs: number | null
  totalBlockingTimeMs: number | null
  cumulativeLayoutShift: number | null
}

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100))
const rounded = (value: number | undefined) => (value === undefined ? null : Math.round(value))

export async function lighthouseScores(origin: string, pages: string[], formFactors: readonly ('mobile' | 'desktop')[] = ['mobile', 'desktop']): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  try {
    const scores: LighthouseScore[] = []
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const config = formFactor === 'desktop' ? desktopConfig : undefined
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }, config)
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
        const { categories: scored, audits } = result.lhr
        scores.push({
          page,
          formFactor,
          performance: score(scored.performance?.score),
          accessibility: score(scored.accessibility?.score),
          bestPractices: score(scored['best-practices']?.score),
          seo: score(scored.seo?.score),
          firstContentfulPaintMs: rounded(audits['first-contentful-paint']?.numericValue),
          largestContentfulPaintMs: rounded(audits['largest-contentful-paint']?.numericValue),
          totalBlockingTimeMs: rounded(audits['total-blocking-time']?.numericValue),
          cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue === undefined ? null : Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        })
      }
    }
    return scores
  } finally {
    chrome.kill()
  }
}
