// Small pieces shared by the tours and transport pages: the landing page, the rating, the supplier's
// contacts (SPEC.md §2: phone number and url), and the pages for what cannot be shown.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { SupplierContact } from '@contracts/lxp/activity.schema'
import { ErrorLayout } from '~/features/errors/error-layout'
import { Container } from '~/ui/container'
import { kindPaths, kindWords } from './activity-format'
import type { ActivityKind, ActivityResultsParams } from './activity-params'
import { ActivitySearchForm } from './activity-search-form'

export const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
export const primaryLinkClass = css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })

export function ActivityLandingPage({ kind, search }: { kind: ActivityKind; search: Partial<ActivityResultsParams> }) {
  return (
    <Container className={css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>{kindWords[kind].heading}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{kindWords[kind].description}</p>
      </div>
      <ActivitySearchForm kind={kind} initial={search} />
    </Container>
  )
}

export function Rating({ rating }: { rating: { score: number; count: number } }) {
  return (
    <p className={css({ fontSize: 'sm' })}>
      <span className={css({ fontWeight: 'semibold' })}>{rating.score.toFixed(1)} out of 5</span> ({rating.count.toLocaleString('en-US')} reviews on Tripadvisor)
    </p>
  )
}

export function SupplierContacts({ name, contacts }: { name: string; contacts: readonly SupplierContact[] }) {
  return (
    <ul aria-label={`Contact ${name}`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
      {contacts.map((contact) => (
        <li key={contact.type}>
          {contact.type === 'PHONE_NUMBER' ? (
            <a href={`tel:${contact.value.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {contact.label}: {contact.value}
            </a>
          ) : (
            <a href={contact.value} target="_blank" rel="noreferrer noopener" className={linkClass}>
              {contact.label}
              <span className={css({ srOnly: true })}> (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

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

export function ActivityReservationMissing() {
  return (
    <ErrorLayout heading="We can't show this booking">
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={linkClass}>
          My Trips
        </a>
        , or check the confirmation email.
      </p>
    </ErrorLayout>
  )
}
