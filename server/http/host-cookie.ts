// A cookie of the site's own: over HTTPS its name carries `__Host-` (the browser then insists on Secure,
// Path=/ and no Domain), as the sign-in cookies do (ASVS 5.0 3.3.3; docs/security.md V3).
import { config } from '../config/env'

export function hostCookieName(name: string) {
  return config().PUBLIC_SITE_URL.startsWith('https:') ? `__Host-${name}` : name
}
