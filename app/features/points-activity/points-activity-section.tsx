// My Profile's points activity (issue 42 item 9, §R2.108): every change to the balance, newest first, with the booking
// it came from (a link to its reservation), what it added or took and the balance it left; the points trips not yet
// over will earn; and, on the last page, the balance before the first change, so the list adds up to the balance the
// page states. The server renders the first page (a suspense query, streamed); older pages are the script's, asked
// for in a transition so the page shown stays until the next one is there, the focus then taken to the list. Without
// script the ten latest show.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useRef, useState, useTransition } from 'react'
import { css } from 'styled-system/css'
import type { PointsActivity, PointsEntry } from '@contracts/lxp/points-activity.schema'
import { ProfileSection } from '~/features/session/profile-section'
import { ReservationPageLink } from '~/features/reservations/reservation-page-link'
import { accountText } from '~/i18n/plain/account'
import { formatCount, formatStayDate } from '~/lib/format/stay-date'
import { useInstantDay } from '~/lib/format/instant-day'
import { Button } from '~/ui/button'
import { scriptOnly } from '~/ui/script-only'
import { pointsActivityPageSize, pointsActivityQueryOptions } from './points-activity.queries'

const rowClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: '4', rowGap: '1', py: '3', borderBottomWidth: '1px', borderColor: 'border.default' })
const mutedClass = css({ fontSize: 'sm', color: 'fg.muted' })
const subheadingClass = css({ fontWeight: 'semibold', mt: '2' })

/** "+1,000 points" or "−1,000 points", with a real minus sign. */
const signedPoints = (points: number) => accountText.plural(points > 0 ? 'points-activity.added' : 'points-activity.taken', Math.abs(points))

function Entry({ entry }: { entry: PointsEntry }) {
  const day = useInstantDay(entry.at)
  return (
    <li className={rowClass}>
      <div>
        <p className={css({ fontWeight: 'semibold' })}>{accountText(`points-activity.kind.${entry.kind}`)}</p>
        {entry.booking && (
          <p>
            <ReservationPageLink booking={entry.booking} />
          </p>
        )}
        <p className={mutedClass}>
          {day}
          {entry.booking && ` · ${accountText('points-activity.confirmation', { number: entry.booking.orderId })}`}
        </p>
      </div>
      <div className={css({ textAlign: { base: 'start', sm: 'end' } })}>
        <p className={css({ fontWeight: 'semibold', color: entry.points > 0 ? 'success.default' : 'fg.default' })}>{signedPoints(entry.points)}</p>
        <p className={mutedClass}>{accountText('points-activity.balance-after', { balance: formatCount(entry.balance) })}</p>
      </div>
    </li>
  )
}

function Pending({ pending }: { pending: PointsActivity['pending'] }) {
  if (pending.length === 0) return null
  return (
    <>
      <h3 className={subheadingClass}>{accountText('points-activity.pending-title')}</h3>
      <ul className={css({ mb: '4' })}>
        {pending.map((trip) => (
          <li key={trip.booking.reservationId} className={rowClass}>
            <div>
              <p>
                <ReservationPageLink booking={trip.booking} />
              </p>
              <p className={mutedClass}>{accountText('points-activity.posts-after', { date: formatStayDate(trip.postsAfter) })}</p>
            </div>
            <p className={css({ fontWeight: 'semibold' })}>{signedPoints(trip.points)}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

function Activity({ page, onPage, turning }: { page: number; onPage: (page: number) => void; turning: boolean }) {
  const { data, refetch, isFetching } = useSuspenseQuery(pointsActivityQueryOptions(page))
  const history = useRef<HTMLHeadingElement>(null)
  if (!data) {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <p>{accountText('points-activity.could-not')}</p>
        <Button type="button" disabled={isFetching} onClick={() => void refetch()}>
          {accountText('my-profile.try-again')}
        </Button>
      </div>
    )
  }
  const first = (page - 1) * pointsActivityPageSize + 1
  const turn = (to: number) => () => {
    onPage(to)
    history.current?.focus()
  }
  return (
    <>
      <Pending pending={page === 1 ? data.pending : []} />
      {data.total === 0 ? (
        <p>{accountText('points-activity.none')}</p>
      ) : (
        <>
          <h3 ref={history} tabIndex={-1} className={subheadingClass}>
            {accountText('points-activity.history-title')}
          </h3>
          <p role="status" className={mutedClass}>
            {accountText('points-activity.showing', { from: formatCount(first), to: formatCount(first + data.items.length - 1), total: formatCount(data.total) })}
          </p>
          <ol aria-busy={turning}>
            {data.items.map((entry) => (
              <Entry key={entry.entryId} entry={entry} />
            ))}
          </ol>
        </>
      )}
      {page >= data.pageCount && <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>{accountText('points-activity.opening-balance', { balance: formatCount(data.openingBalance) })}</p>}
      {data.pageCount > 1 && (
        <div {...scriptOnly} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'center', mt: '4' })}>
          {page > 1 && (
            <Button type="button" variant="outline" disabled={turning} onClick={turn(page - 1)}>
              {accountText('points-activity.newer')}
            </Button>
          )}
          <span>{accountText('points-activity.page-of', { page: formatCount(page), pages: formatCount(data.pageCount) })}</span>
          {page < data.pageCount && (
            <Button type="button" variant="outline" disabled={turning} onClick={turn(page + 1)}>
              {accountText('points-activity.older')}
            </Button>
          )}
        </div>
      )}
    </>
  )
}

export function PointsActivitySection({ className }: { className?: string }) {
  const [page, setPage] = useState(1)
  const [turning, startTransition] = useTransition()
  return (
    <ProfileSection id="points-activity" title={accountText('points-activity.title')} explanation={accountText('points-activity.explanation')} className={className}>
      <Suspense fallback={<p role="status">{accountText('points-activity.loading')}</p>}>
        <Activity page={page} turning={turning} onPage={(to) => startTransition(() => setPage(to))} />
      </Suspense>
    </ProfileSection>
  )
}
