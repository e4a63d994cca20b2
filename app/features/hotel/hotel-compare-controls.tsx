// "Add to compare" on a hotel, and the bar that opens the comparison once two hotels are picked.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { announce } from '~/features/focus-and-announcements/page-announcer'
import { Button } from '~/ui/button'
import { compareMax, useCompareList } from './hotel-compare-list'
import { hotelText } from '~/i18n/plain/hotel'

/** `children`: each child's age, as the results carry them (undefined: none). */
export type CompareStay = { checkIn: string; checkOut: string; rooms: number; adults: number; children: number[] | undefined }

export function CompareToggle({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const compare = useCompareList()
  const picked = compare.has(hotelId)
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={picked}
      disabled={!picked && compare.full}
      onClick={() => {
        compare.toggle(hotelId)
        // The bar that changes may be far from the button, or appear with its text (not heard): the site's region says it (issue 43).
        const count = compare.list.length + (picked ? -1 : 1)
        announce(hotelText(picked ? 'compare-controls.removed' : 'compare-controls.added', { hotelName, count, max: compareMax }))
      }}
      aria-label={hotelText('compare-controls.compare', { hotelName })}
      className={picked ? css({ bg: 'accent.subtle' }) : undefined}
    >
      {picked && <span aria-hidden="true">✓ </span>}
      {hotelText('compare-controls.toggle')}
    </Button>
  )
}

export function CompareBar({ stay }: { stay: CompareStay }) {
  const compare = useCompareList()
  if (compare.list.length === 0) return null
  return (
    <div role="region" aria-label={hotelText('compare-controls.compare-hotels')} className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap', bg: 'bg.subtle', borderRadius: 'md', px: '4', py: '3' })}>
      <p>
        {hotelText('compare-controls.picked', { count: compare.list.length, max: compareMax })}
      </p>
      {compare.list.length >= 2 ? (
        <Link to="/accommodations/compare" search={{ hotelIds: compare.list.join(','), ...stay }} className={css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })}>
          {hotelText('compare-controls.compare-count', { count: compare.list.length })}
        </Link>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{hotelText('compare-controls.pick-one-more')}</p>
      )}
      <Button variant="ghost" size="sm" onClick={compare.clear}>
        {hotelText('compare-controls.clear')}
      </Button>
    </div>
  )
}
