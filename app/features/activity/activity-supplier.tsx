// An activity's rating and its supplier's contacts (§R2: service kinds for tours and transport
// offer contact types phone number and url).
import { css } from 'styled-system/css'
import type { SupplierContact } from '@contracts/lxp/activity.schema'
import { linkClass } from './activity-parts'
import { Link } from '~/ui/link'
import { activityText } from '~/i18n/plain/activity'
import { formatCount } from '~/lib/format/stay-date'

export function Rating({ rating }: { rating: { score: number; count: number } }) {
  return (
    <p className={css({ fontSize: 'sm' })}>
      <span className={css({ fontWeight: 'semibold' })}>{activityText('supplier.out-of-5', { score: rating.score.toFixed(1) })}</span> {activityText('supplier.reviews-on-tripadvisor', { count: formatCount(rating.count) })}
    </p>
  )
}

export function SupplierContacts({ name, contacts }: { name: string; contacts: readonly SupplierContact[] }) {
  return (
    <ul aria-label={activityText('supplier.contact', { name })} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
      {contacts.map((contact) => (
        <li key={contact.type}>
          {contact.type === 'PHONE_NUMBER' ? (
            <a href={`tel:${contact.value.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {contact.label}: {contact.value}
            </a>
          ) : (
            <Link href={contact.value} target="_blank">
              {contact.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
