// First-start data: inserted when absent, never overwriting what an editor changed.
import { mapLines } from '@contracts/site/lines-of-business'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { seedPageContent } from '../site/page-content.seed'
import { seedRewardsMembers } from '../auth/provider/provider.seed'
import { usesEmbeddedProvider } from '../auth/login-provider'
import { startEmbeddedSimulator } from '../../simulator/embedded'
import { seedPartnerResources } from '../partner-resources/partner-resources.seed'
import { seedFeatureFlags } from '../flags/flags.seed'
import { config } from '../config/env'
import { siteConfig } from './schema'
import type { Database } from './database.server'

export const defaultSiteId = 'default'

const allLines = { enabled: true, points: { earn: true, burn: true } }

export const defaultSiteConfig: SiteConfig = {
  siteId: defaultSiteId,
  name: 'Rewards Travel',
  // Every line on, earning and spending points, but transport, which earns none.
  linesOfBusiness: { ...mapLines(() => allLines), transport: { enabled: true, points: { earn: false, burn: true } } },
  myTripsEnabled: true,
  authenticationPolicy: 'optional',
  siteNavigation: true,
  isLinksHaveIcons: true,
  thirdPartyScripts: [],
  showCurrencyCode: false,
  currency: { code: 'USD' },
  supportContacts: [
    { type: 'phone', value: '+1-800-555-0199', label: 'Travel service, 24 hours', metadataTags: ['footer'] },
    { type: 'email', value: 'travel@rewards.example.com', label: 'Email the travel team', metadataTags: ['footer'] },
  ],
}

export async function seed(db: Database) {
  await db.insert(siteConfig).values({ siteId: defaultSiteId, data: defaultSiteConfig }).onConflictDoNothing()
  // Demo members (one published password) only with the embedded stand-in, never beside a real provider.
  if (usesEmbeddedProvider(config())) await seedRewardsMembers(db)
  await seedPageContent(db)
  // The embedded simulator shares this connection; its tables and migrations are its own (docs/decisions/064).
  await startEmbeddedSimulator(db)
  await seedPartnerResources(db)
  await seedFeatureFlags(db, config().devTools)
}
