// The partner resources area (§R1): the card partner's documents and links, grouped by
// category, each with what it is for and when it last changed. They open in a new tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { PartnerResource, PartnerResourceCategory } from '@contracts/site/partner-resources.contract'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { partnerResourcesQueryOptions } from './partner-resources.queries'
import { partnerResourcesText } from '~/i18n/plain/partner-resources'
import { formatLongDate } from '~/lib/format/stay-date'

const categoryTitles: Record<PartnerResourceCategory, string> = {
  benefits: partnerResourcesText('page.card-benefits'),
  'travel-protection': partnerResourcesText('page.travel-protection'),
  rewards: partnerResourcesText('page.points-and-rewards'),
  help: partnerResourcesText('page.help-while-travelling'),
}
const categoryOrder = Object.keys(categoryTitles) as PartnerResourceCategory[]


function ResourceItem({ resource }: { resource: PartnerResource }) {
  const headingId = `resource-${resource.id}`
  return (
    <li className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={headingId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        <Link href={resource.url} target="_blank">
          {resource.title}
        </Link>
      </h3>
      <p>{resource.description}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {resource.kind === 'document' ? partnerResourcesText('page.document-pdf') : partnerResourcesText('page.web-page')} · {partnerResourcesText('page.updated')} <time dateTime={resource.updatedOn}>{formatLongDate(resource.updatedOn)}</time>
      </p>
    </li>
  )
}

export function PartnerResourcesPage() {
  const { data } = useSuspenseQuery(partnerResourcesQueryOptions())
  const groups = categoryOrder.map((category) => ({ category, resources: data.resources.filter((resource) => resource.category === category) })).filter((group) => group.resources.length > 0)
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '8' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{partnerResourcesText('page.card-partner-resources')}</h1>
        <Alert variant="page-info">{partnerResourcesText('page.guides-insurance-terms')}</Alert>
      </header>
      {groups.length === 0 && <p>{partnerResourcesText('page.there-are-no')}</p>}
      {groups.map(({ category, resources }) => (
        <section key={category} aria-labelledby={`category-${category}`} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 id={`category-${category}`} className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {categoryTitles[category]}
          </h2>
          <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
            {resources.map((resource) => (
              <ResourceItem key={resource.id} resource={resource} />
            ))}
          </ul>
        </section>
      ))}
    </Container>
  )
}
