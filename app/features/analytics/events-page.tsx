// The analytics development page (/dev/events): the latest events of the embedded collector, with
// filters, refreshed every 2 s so a person can watch a booking flow emit its events.
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { analyticsEventNames, collectorCategories } from '@contracts/analytics/analytics-catalogue'
import { Container } from '~/ui/container'
import { analyticsEventsQueryOptions, type AnalyticsEventsFilter } from './analytics.queries'

const field = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })
const control = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '2', py: '1.5', bg: 'bg.canvas', minW: '12rem' })
const cell = css({ textAlign: 'left', verticalAlign: 'top', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' })

function pathOf(url: string) {
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}

export function EventsPage({ filter }: { filter: AnalyticsEventsFilter }) {
  const { data: events } = useSuspenseQuery(analyticsEventsQueryOptions(filter))
  return (
    <Container>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', my: '6' })}>Analytics events</h1>
      <p className={css({ mb: '4', color: 'fg.muted' })}>The latest events the embedded collector stored, newest first. The list refreshes every 2 seconds.</p>
      <form method="get" className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end', mb: '6' })}>
        <label className={field}>
          Event
          <select name="name" defaultValue={filter.name ?? ''} className={control}>
            <option value="">All events</option>
            {analyticsEventNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          Category
          <select name="category" defaultValue={filter.category ?? ''} className={control}>
            <option value="">All categories</option>
            {collectorCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          Session id
          <input name="sessionId" defaultValue={filter.sessionId ?? ''} className={control} />
        </label>
        <button type="submit" className={css({ px: '4', py: '2', borderRadius: 'md', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', cursor: 'pointer' })}>
          Filter
        </button>
      </form>
      <div className={css({ overflowX: 'auto', mb: '10' })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <caption className={css({ textAlign: 'left', mb: '2', fontWeight: 'semibold' })}>{events.length === 0 ? 'No events yet' : `${events.length} events`}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>Time</th>
              <th scope="col" className={cell}>Event</th>
              <th scope="col" className={cell}>Category</th>
              <th scope="col" className={cell}>Page</th>
              <th scope="col" className={cell}>Session</th>
              <th scope="col" className={cell}>Data</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td className={cell}>
                  <time dateTime={event.timestamp}>{event.timestamp.slice(11, 23)}</time>
                </td>
                <td className={cell}>{event.eventName}</td>
                <td className={cell}>{event.category}</td>
                <td className={cell}>{pathOf(event.url)}</td>
                <td className={cell}>{event.sessionId ?? '—'}</td>
                <td className={cell}>
                  <code className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>{event.eventData}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Container>
  )
}
