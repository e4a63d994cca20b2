// The pages of the lines other than hotels (SPEC.md §2): a landing page with the line's search, a
// results page, and the offer, checkout and confirmation steps. Until a line's inventory lands on
// the platform, its results page shows the search and says how to book it, and the steps that need
// an offer or a booking say what is missing (400) or that it was not found (404), with a way back.
import { Link, useParams, useSearch } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { siteShellQueryOptions } from '~/features/shell/shell.queries'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { lineSearchFields, missingLineCriteria, type LineSearchParams, type SearchLine } from './line-search'
import { LineSearchForm } from './line-search-form'
import { lineNames, linePages } from './lines'
import { lineTexts } from './line-texts'
import { lineStepParam, type LineStep, type StepParam } from './line-steps'

const stepNeeds: Record<StepParam, { what: string; missingHeading: string; notFoundHeading: string }> = {
  offerId: { what: 'an offer', missingHeading: 'Choose an offer first', notFoundHeading: "We can't find that offer" },
  reservationId: { what: 'a booking', missingHeading: 'Choose a booking first', notFoundHeading: "We can't find that booking" },
}

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const pageClass = css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })

function useLineSearch() {
  return useSearch({ strict: false }) as LineSearchParams
}

export function LineLandingPage({ line }: { line: SearchLine }) {
  const search = useLineSearch()
  return (
    <Container className={pageClass}>
      <div>
        <h1 className={headingClass}>{lineTexts[line].heading}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{lineTexts[line].description}</p>
      </div>
      <LineSearchForm line={line} initial={search} />
    </Container>
  )
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

function displayValue(kind: string, value: string) {
  return kind === 'date' ? dateFormat.format(new Date(`${value}T00:00:00Z`)) : value
}

export function LineResultsPage({ line }: { line: SearchLine }) {
  const search = useLineSearch()
  const missing = missingLineCriteria(line, search)
  const name = { ...lineNames[line], ...lineTexts[line] }
  if (missing.length > 0) {
    return (
      <Container className={pageClass}>
        <h1 className={headingClass}>Your {name.noun} search is missing details</h1>
        <Alert variant="page-info" title="Fill in these details to search:">
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </Alert>
        <LineSearchForm line={line} initial={search} />
      </Container>
    )
  }
  const shown = lineSearchFields[line].filter((field) => search[field.name] !== undefined)
  return (
    <Container className={pageClass}>
      <h1 className={headingClass}>{name.title}: your search</h1>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '2' })}>
        {shown.map((field) => (
          <div key={field.name} className={css({ display: 'contents' })}>
            <dt className={css({ fontWeight: 'semibold' })}>{field.label.replace(/ \((optional|if different)\)$/, '')}</dt>
            <dd>{displayValue(field.kind, String(search[field.name]))}</dd>
          </div>
        ))}
      </dl>
      <Alert variant="page-info" title={`Online booking of ${name.plural} opens soon`}>
        <BookByPhone plural={name.plural} />
      </Alert>
      <p>
        <Link to={linePages[line]} search={search} className={linkClass}>
          Change your search
        </Link>
      </p>
    </Container>
  )
}

function BookByPhone({ plural }: { plural: string }) {
  const { data } = useSuspenseQuery(siteShellQueryOptions())
  const phone = data.site.supportContacts.find((contact) => contact.type === 'phone')
  if (!phone) return <p>We cannot show {plural} for this search online yet.</p>
  return (
    <p>
      We cannot show {plural} for this search online yet. Our travel service books them for you, with points or card:{' '}
      <a href={`tel:${phone.value.replace(/[^\d+]/g, '')}`} className={linkClass}>
        {phone.value}
      </a>{' '}
      ({phone.label}).
    </p>
  )
}

/** Offer, checkout, confirmation and flight-exchange steps: what they need, and what they say without it. */
export function LineStepPage({ line, steps }: { line: SearchLine; steps: Partial<Record<string, LineStep>> }) {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>
  const segment = useParams({ strict: false }).step ?? ''
  const step = steps[segment]
  if (!step) return null
  const param = lineStepParam[step]
  const needs = stepNeeds[param]
  const name = { ...lineNames[line], ...lineTexts[line] }
  const given = search[param]
  const backToSearch = (
    <Link to={linePages[line]} className={linkClass}>
      Start a {name.noun} search
    </Link>
  )
  const toTrips = (
    // A plain link: My Trips belongs to another feature, whose search params may change.
    <a href={`${import.meta.env.BASE_URL}my-trips`} className={linkClass}>
      Go to My Trips
    </a>
  )
  const back = param === 'offerId' ? backToSearch : toTrips
  if (!given) {
    return (
      <StepMessage heading={needs.missingHeading}>
        This page needs {needs.what}, and the address did not include one. {back}
      </StepMessage>
    )
  }
  return (
    <StepMessage heading={needs.notFoundHeading}>
      We could not find {needs.what} {`“${given}”`}. It may have expired or the link may be incomplete. {back}
    </StepMessage>
  )
}

function StepMessage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container className={pageClass}>
      <h1 className={headingClass}>{heading}</h1>
      <p>{children}</p>
    </Container>
  )
}

