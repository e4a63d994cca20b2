// The plain constants of flag targeting, free of zod so the development page can import them.

/** Attributes of the evaluation context a rule can match (§R3 feature-flag identity). */
export const flagTargetAttributes = ['kind', 'key', 'sessionId', 'sub', 'userId', 'siteId', 'component'] as const
export type FlagTargetAttribute = (typeof flagTargetAttributes)[number]

/** The identity kinds of §R3, as the evaluation context names them. */
export const flagIdentityKinds = ['authenticated', 'anonymousSession', 'staticGeneration'] as const
