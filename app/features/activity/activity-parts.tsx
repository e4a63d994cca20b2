// Small pieces shared by the tours and transport pages: link styles and the pages for what cannot be shown.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { kindPaths, kindWords } from './activity-format'
import type { ActivityKind } from './activity-params'
import { activityBookingText } from '~/i18n/plain/activity-booking'

export const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
export const primaryLinkClass = css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })

export function ActivityUnavailable({ kind, heading, message }: { kind: ActivityKind; heading: string; message: string }) {
  return (
    <ErrorLayout heading={heading}>
      <p>
        {message}{' '}
        <Link to={kindPaths[kind].landing} search={{ sort: 'recommended', page: 1 }} className={linkClass}>
          {kindWords[kind].search}
        </Link>
      </p>
    </ErrorLayout>
  )
}

export const activityReservationMissing = <ReservationMissing heading={activityBookingText('parts.we-can-t')} />
