// A flight's seat map (SPEC.md §3 "legs seat map information"): real buttons, one per seat, labelled
// with the seat, its position and whether it is free; taken seats are disabled. The traveller picks
// whose seat they are choosing, then a seat.
import { css } from 'styled-system/css'
import type { SeatMap } from '@contracts/lxp/air.schema'
import { airBookingText } from '~/i18n/plain/air-booking'

type Props = {
  map: SeatMap
  title: string
  /** Seats chosen on this flight by passenger index. */
  chosen: Record<number, string | undefined>
  activePassenger: number
  passengerNames: string[]
  onChoose: (seat: string) => void
}

export function SeatMapView({ map, title, chosen, activePassenger, passengerNames, onChoose }: Props) {
  const owner = new Map(Object.entries(chosen).filter(([, seat]) => seat).map(([index, seat]) => [seat!, Number(index)]))
  return (
    <div role="group" aria-label={airBookingText('map.seat-map', { title })} className={css({ overflowX: 'auto' })}>
      <table className={css({ borderCollapse: 'separate', borderSpacing: '1', mx: 'auto' })}>
        <caption className={css({ srOnly: true })}>{airBookingText('map.seats-for-choosing-for', { title, value2: passengerNames[activePassenger] ?? 'a passenger' })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={css({ srOnly: true })}>{airBookingText('seat-map.row')}</span>
            </th>
            {map.letters.map((letter) => (
              <th key={letter} scope="col" className={css({ fontSize: 'xs', color: 'fg.muted', pr: map.aisleAfter.includes(letter) ? '4' : '0' })}>
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {map.rows.map((row) => (
            <tr key={row.row}>
              <th scope="row" className={css({ fontSize: 'xs', color: 'fg.muted', pr: '2' })}>
                {row.row}
              </th>
              {row.seats.map((seat) => {
                const takenBy = owner.get(seat.seat)
                const mine = takenBy === activePassenger
                const position = seat.window ? 'window' : seat.aisle ? 'aisle' : 'middle'
                const state = takenBy !== undefined ? `chosen for ${passengerNames[takenBy]}` : seat.available ? 'available' : 'taken'
                return (
                  <td key={seat.seat} className={css({ pr: map.aisleAfter.includes(seat.letter) ? '4' : '0' })}>
                    <button
                      type="button"
                      disabled={!seat.available || (takenBy !== undefined && !mine)}
                      aria-pressed={mine}
                      aria-label={airBookingText('seat-map.seat', { seat: seat.seat, position, state })}
                      onClick={() => onChoose(seat.seat)}
                      className={css({
                        w: '8',
                        h: '8',
                        borderRadius: 'sm',
                        borderWidth: '1px',
                        fontSize: '2xs',
                        cursor: 'pointer',
                        bg: 'bg.default',
                        borderColor: 'border.strong',
                        _pressed: { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
                        _disabled: { bg: 'bg.muted', color: 'fg.subtle', cursor: 'not-allowed', borderColor: 'border.default' },
                        _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '1px' },
                      })}
                    >
                      {takenBy !== undefined ? takenBy + 1 : seat.available ? '' : '×'}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
