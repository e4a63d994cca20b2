// The fare grid of the flight results (issue 19, item 3; Google Flights' date grid), loaded when the
// traveller opens it: the lowest fare three days either side of the searched dates (departure days ×
// return days, or a row of departure days one way), each a link that searches those dates; the cheapest
// marked by a filled shape and the word "Lowest", and said in the link's name. The table scrolls inside
// its box on a phone; the page does not.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { AirFareGrid, AirFareGridCell } from '@contracts/lxp/air.schema'
import { airFareGrid } from '@server/bff/functions/air.functions'
import { pageContextHeaders } from '@server/upstream/context-headers'
import { formatPrice } from '~/lib/format/money'
import { formatShortDay } from '~/lib/format/stay-date'
import { airText } from '~/i18n/plain/air'
import { ScrollBox } from '~/ui/scroll-box'
import type { AirSearchParams } from './air-params'

const cellClass = css({ p: '1', borderWidth: '1px', borderColor: 'border.default', textAlign: 'center', minW: '5.5rem' })
const headerClass = css({ p: '1', fontSize: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default' })
// The row's dates stay at the left while a phone scrolls the fares sideways (issue 43); a cell the keyboard reaches
// scrolls into view beside them, not under them (the box's scroll padding).
const rowHeaderClass = cx(headerClass, css({ position: 'sticky', left: '0', zIndex: '1' }))
const linkClass = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', px: '1', py: '1', borderRadius: 'md', color: 'fg.link', textDecoration: 'underline', _hover: { bg: 'accent.subtle' } })
const lowestClass = css({ fontSize: 'xs', fontWeight: 'bold', px: '1.5', borderRadius: 'full', bg: 'success.subtle', color: 'success.default' })

export default function AirFareGridTable({ params }: { params: AirSearchParams }) {
  const body = {
    origin: params.origin ?? '',
    destination: params.destination ?? '',
    departDate: params.departDate ?? '',
    returnDate: params.returnDate,
    cabin: params.cabin,
    passengers: { adults: params.adults, children: params.children, infantsInSeat: params.infantsInSeat, infantsOnLap: params.infantsOnLap },
  }
  const { data, isPending } = useQuery({
    queryKey: ['air-fare-grid', body],
    queryFn: async () => {
      const outcome = await airFareGrid({ data: { body }, headers: { [pageContextHeaders.silentRequest]: '1' } })
      return outcome.ok ? outcome.value : null
    },
    staleTime: 5 * 60_000,
  })
  if (isPending) return <p role="status">{airText('fare-grid.loading')}</p>
  if (!data) return <p role="status">{airText('fare-grid.unavailable')}</p>
  return <Grid grid={data} params={params} />
}

function Grid({ grid, params }: { grid: AirFareGrid; params: AirSearchParams }) {
  const prices = grid.cells.flatMap((cell) => (cell.lowestPrice === null ? [] : [cell.lowestPrice]))
  const lowest = prices.length > 1 ? Math.min(...prices) : undefined
  const roundTrip = grid.returnDates.length > 0
  const cellOf = (departDate: string, returnDate: string | null) => grid.cells.find((cell) => cell.departDate === departDate && cell.returnDate === returnDate)
  return (
    <>
    {/* Above the box that scrolls on a phone, so it wraps instead of scrolling with the table. */}
    <p id="fare-grid-caption" className={css({ fontWeight: 'semibold', pb: '2' })}>
      {airText(roundTrip ? 'fare-grid.caption-round-trip' : 'fare-grid.caption-one-way')}
    </p>
    <ScrollBox role="region" aria-labelledby="fare-grid-caption" className={css({ scrollPaddingInlineStart: '7rem' })}>
      <table aria-labelledby="fare-grid-caption" className={css({ borderCollapse: 'collapse', fontSize: 'sm' })}>
        <thead>
          <tr>
            <th scope="col" className={rowHeaderClass}>
              {airText(roundTrip ? 'fare-grid.depart-return' : 'fare-grid.depart')}
            </th>
            {(roundTrip ? grid.returnDates : grid.departDates).map((date) => (
              <th key={date} scope="col" className={headerClass}>
                {formatShortDay(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roundTrip ? (
            grid.departDates.map((departDate) => (
              <tr key={departDate}>
                <th scope="row" className={rowHeaderClass}>
                  {formatShortDay(departDate)}
                </th>
                {grid.returnDates.map((returnDate) => (
                  <td key={returnDate} className={cellClass}>
                    <FareCell cell={cellOf(departDate, returnDate)} currency={grid.currency} lowest={lowest} params={params} />
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <th scope="row" className={rowHeaderClass}>
                {airText('fare-grid.one-way')}
              </th>
              {grid.departDates.map((departDate) => (
                <td key={departDate} className={cellClass}>
                  <FareCell cell={cellOf(departDate, null)} currency={grid.currency} lowest={lowest} params={params} />
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
    </>
  )
}

function FareCell({ cell, currency, lowest, params }: { cell: AirFareGridCell | undefined; currency: string; lowest: number | undefined; params: AirSearchParams }) {
  if (!cell || cell.lowestPrice === null) return <span className={css({ color: 'fg.muted' })}>{airText('fare-grid.none')}</span>
  const price = formatPrice(cell.lowestPrice, { currency })
  const isLowest = cell.lowestPrice === lowest
  const searched = cell.departDate === params.departDate && (cell.returnDate ?? undefined) === params.returnDate
  const dates = cell.returnDate
    ? airText('fare-grid.cell-round-trip', { depart: formatShortDay(cell.departDate), back: formatShortDay(cell.returnDate), price })
    : airText('fare-grid.cell-one-way', { depart: formatShortDay(cell.departDate), price })
  const name = [dates, isLowest && airText('fare-grid.lowest-fare'), searched && airText('fare-grid.your-dates')].filter(Boolean).join(', ')
  const shown = (
    <>
      <span className={css({ fontWeight: isLowest || searched ? 'bold' : 'normal' })}>{price}</span>
      {isLowest && <span className={lowestClass}>{airText('fare-grid.lowest')}</span>}
    </>
  )
  if (searched) {
    return (
      <span aria-label={name} role="img" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', borderWidth: '2px', borderColor: 'accent.default', borderRadius: 'md', py: '1' })}>
        {shown}
      </span>
    )
  }
  return (
    <Link to="/flights/search-results" search={{ ...params, departDate: cell.departDate, returnDate: cell.returnDate ?? undefined, page: 1 }} aria-label={name} className={linkClass}>
      {shown}
    </Link>
  )
}
