// Site configuration (§R3 "Site config", "Site"): what the header, navigation and pages obey.
import { z } from 'zod'
import { linesOfBusiness } from './lines-of-business'

export const LineOfBusinessSchema = z.enum(linesOfBusiness)

export const AuthenticationPolicySchema = z.enum(['required', 'optional', 'none'])

export const SupportContactSchema = z.object({
  type: z.enum(['phone', 'email', 'url']),
  value: z.string().min(1),
  label: z.string().min(1),
  metadataTags: z.array(z.string()),
})

export const SiteConfigSchema = z.object({
  siteId: z.string().min(1),
  name: z.string().min(1),
  linesOfBusiness: z.record(
    LineOfBusinessSchema,
    z.object({
      enabled: z.boolean(),
      points: z.object({ earn: z.boolean(), burn: z.boolean() }),
    }),
  ),
  myTripsEnabled: z.boolean(),
  authenticationPolicy: AuthenticationPolicySchema,
  /** Idle time before the session-about-to-expire dialog (§R4, §R9); 780000 ms when absent. */
  inactivityIdleMs: z.number().int().min(1_000).max(86_400_000).optional(),
  siteNavigation: z.boolean(),
  isLinksHaveIcons: z.boolean(),
  externalHomePageUrl: z.url().optional(),
  thirdPartyScripts: z.array(z.object({ id: z.string(), src: z.url() })),
  showCurrencyCode: z.boolean(),
  currency: z.object({ code: z.string().length(3) }),
  supportContacts: z.array(SupportContactSchema),
  /** Whether ?expdenv= may choose the upstream test environment (§R7); unset: only outside production. */
  allowTestEnvironmentHeader: z.boolean().optional(),
})
export type SiteConfig = z.infer<typeof SiteConfigSchema>
