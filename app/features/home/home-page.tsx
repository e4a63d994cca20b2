import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { linesOfBusiness, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { siteShellQueryOptions } from '~/features/shell/shell.queries'
import { Container } from '~/ui/container'

const lineLabels: Record<LineOfBusiness, { title: string; description: string }> = {
  accommodations: { title: 'Hotels', description: 'Stays with the full price shown up front, taxes and fees included.' },
  dining: { title: 'Dining', description: 'Tables at restaurants near you or where you are going.' },
  flights: { title: 'Flights', description: 'Fares with baggage and seats explained before you pay.' },
  mobility: { title: 'Car rental', description: 'Pick-up and drop-off where it suits you.' },
  tours: { title: 'Tours', description: 'Things to do, with free cancellation where offered.' },
  transport: { title: 'Transport', description: 'Transfers and rides between airports, stations and hotels.' },
}

export function HomePage() {
  const { data } = useSuspenseQuery(siteShellQueryOptions())
  const enabled = linesOfBusiness.filter((line) => data.site.linesOfBusiness[line]?.enabled)
  return (
    <>
      <section className={css({ minH: 'heroMinHeight', display: 'flex', alignItems: 'center', bg: 'accent.subtle' })}>
        <Container>
          <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', lineHeight: 'tight', maxW: '3xl' })}>
            Travel that rewards you
          </h1>
          <p className={css({ mt: '4', fontSize: 'lg', maxW: '2xl', color: 'fg.muted' })}>
            Book hotels, dining, flights, cars, tours and transport. Pay with your card, your points, or both.
          </p>
        </Container>
      </section>
      <Container className={css({ py: '12' })}>
        <h2 className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '6' })}>What you can book</h2>
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '6' })}>
          {enabled.map((line) => (
            <li key={line} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '6' })}>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{lineLabels[line].title}</h3>
              <p className={css({ mt: '2', color: 'fg.muted' })}>{lineLabels[line].description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
