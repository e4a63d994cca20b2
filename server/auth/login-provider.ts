// Which login provider signs members in (docs/decisions/060): the programme's own OpenID Provider when
// AUTH_OIDC_* are set, else the embedded rewards-club stand-in with its demo members and password
// sign-in. Pure, so routes, seeding and tests ask the same question the same way.
import type { Config } from '../config/env'

export type LoginProviderSettings = Pick<Config, 'AUTH_OIDC_ISSUER' | 'AUTH_OIDC_CLIENT_ID' | 'AUTH_OIDC_CLIENT_SECRET'>

export type OutsideProvider = { issuer: string; clientId: string; clientSecret: string }

/** The configured OpenID Provider, or undefined when the embedded stand-in is the login provider. */
export function outsideProviderOf(settings: LoginProviderSettings): OutsideProvider | undefined {
  const { AUTH_OIDC_ISSUER: issuer, AUTH_OIDC_CLIENT_ID: clientId, AUTH_OIDC_CLIENT_SECRET: clientSecret } = settings
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined
}

/** Its discovery document (OpenID Connect Discovery 1.0: the issuer plus /.well-known/openid-configuration). */
export function discoveryUrlOf(provider: OutsideProvider) {
  return `${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
}

/**
 * Whether the embedded stand-in (its /rewards-club/* routes, demo members and the password sign-in of
 * /auth/credentials-sign-in) exists. Never beside a real provider: its published demo password would
 * be a second way in.
 */
export function usesEmbeddedProvider(settings: LoginProviderSettings) {
  return outsideProviderOf(settings) === undefined
}
