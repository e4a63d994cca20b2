// The error cookies' banners (§R4, §R8): one site-level error per translated description.
import { css } from 'styled-system/css'
import { sessionAlertsText } from '~/i18n/plain/session-alerts'
import type { ErrorCookieCode } from '@server/auth/error-cookies'

export function SessionErrorBanner({ codes, locale }: { codes: ErrorCookieCode[]; locale?: string }) {
  if (codes.length === 0) return null
  return (
    <section
      aria-label={sessionAlertsText('error-cookie.region', undefined, locale)}
      className={css({ position: 'fixed', top: '0', insetX: '0', zIndex: 'banner', display: 'flex', flexDirection: 'column', gap: '1', p: '2' })}
    >
      {codes.map((code) => (
        <p key={code} role="alert" className={css({ bg: 'danger.subtle', color: 'danger.default', borderRadius: 'md', px: '4', py: '3', maxW: '1400px', mx: 'auto', w: 'full', fontWeight: 'semibold' })}>
          {sessionAlertsText(`error-cookie.${code}`, undefined, locale)}
        </p>
      ))}
    </section>
  )
}
