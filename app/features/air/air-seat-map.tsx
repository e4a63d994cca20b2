// A flight's seat map (§R3 "legs seat map information") as a WAI-ARIA grid: one Tab stop
// (roving tabindex), arrow keys move seat by seat, Home/End along a row, Page Up/Down five rows,
// Ctrl+Home/End to the first and last seat. Every seat is a real button named with its seat, kind,
// state and price; taken seats stay reachable and say so. A choice is announced politely.
import { useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import type { SeatMap } from '@contracts/lxp/air.schema'
import { airBookingText } from '~/i18n/plain/air-booking'
import { ScrollBox } from '~/ui/scroll-box'

type Props = {
  map: SeatMap
  title: string
  /** Seats chosen on this flight by passenger index. */
  chosen: Record<number, string | undefined>
  activePassenger: number
  passengerNames: string[]
  onChoose: (seat: string) => void
}

/** Where a key moves in the grid, or undefined for a key the grid leaves alone. */
export function seatMoveTarget(key: string, ctrl: boolean, at: { row: number; col: number }, size: { rows: number; cols: number }) {
  const clampRow = (row: number) => Math.min(size.rows - 1, Math.max(0, row))
  const clampCol = (col: number) => Math.min(size.cols - 1, Math.max(0, col))
  switch (key) {
    case 'ArrowRight': return { row: at.row, col: clampCol(at.col + 1) }
    case 'ArrowLeft': return { row: at.row, col: clampCol(at.col - 1) }
    case 'ArrowDown': return { row: clampRow(at.row + 1), col: at.col }
    case 'ArrowUp': return { row: clampRow(at.row - 1), col: at.col }
    case 'PageDown': return { row: clampRow(at.row + 5), col: at.col }
    case 'PageUp': return { row: clampRow(at.row - 5), col: at.col }
    case 'Home': return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 }
    case 'End': return ctrl ? { row: size.rows - 1, col: size.cols - 1 } : { row: at.row, col: size.cols - 1 }
    default: return undefined
  }
}

export function SeatMapView({ map, title, chosen, activePassenger, passengerNames, onChoose }: Props) {
  const owner = new Map(Object.entries(chosen).filter(([, seat]) => seat).map(([index, seat]) => [seat!, Number(index)]))
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const firstFree = map.rows.flatMap((row) => row.seats).find((seat) => seat.available)?.seat
  const [focused, setFocused] = useState<string | undefined>(undefined)
  // The one Tab stop: where the keyboard last was, else the active passenger's seat, else the first free seat.
  const tabStop = focused ?? chosen[activePassenger] ?? firstFree ?? map.rows[0]?.seats[0]?.seat
  const [announcement, setAnnouncement] = useState('')
  const passengerName = passengerNames[activePassenger] ?? airBookingText('seat-map.a-passenger')

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
    if (!at) return
    const position = { row: Number(at.dataset.rowIndex), col: Number(at.dataset.colIndex) }
    const target = seatMoveTarget(event.key, event.ctrlKey || event.metaKey, position, { rows: map.rows.length, cols: map.letters.length })
    if (!target) return
    event.preventDefault()
    const seat = map.rows[target.row]?.seats[target.col]?.seat
    if (!seat) return
    setFocused(seat)
    buttons.current.get(seat)?.focus()
  }

  return (
    <ScrollBox>
      <table role="grid" aria-label={airBookingText('map.seat-map', { title })} aria-describedby={`${map.segmentId}-seat-help`} onKeyDown={onKeyDown} className={css({ borderCollapse: 'separate', borderSpacing: { base: '0.5', sm: '1' }, mx: 'auto' })}>
        <caption className={css({ srOnly: true })}>{airBookingText('map.seats-for-choosing-for', { title, value2: passengerName })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={css({ srOnly: true })}>{airBookingText('seat-map.row')}</span>
            </th>
            {map.letters.map((letter) => (
              <th key={letter} scope="col" className={css({ fontSize: 'xs', color: 'fg.muted', pr: map.aisleAfter.includes(letter) ? { base: '2', sm: '4' } : '0' })}>
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {map.rows.map((row, rowIndex) => (
            <tr key={row.row}>
              <th scope="row" className={css({ fontSize: 'xs', color: 'fg.muted', pr: '2' })}>
                {row.row}
              </th>
              {row.seats.map((seat, colIndex) => {
                const takenBy = owner.get(seat.seat)
                const mine = takenBy === activePassenger
                const unavailable = !seat.available || (takenBy !== undefined && !mine)
                const position = seat.window ? 'window' : seat.aisle ? 'aisle' : 'middle'
                const state = takenBy !== undefined ? `chosen for ${passengerNames[takenBy]}` : seat.available ? 'available' : 'taken'
                return (
                  <td key={seat.seat} className={css({ pr: map.aisleAfter.includes(seat.letter) ? { base: '2', sm: '4' } : '0' })}>
                    <button
                      ref={(element) => {
                        if (element) buttons.current.set(seat.seat, element)
                        else buttons.current.delete(seat.seat)
                      }}
                      type="button"
                      data-row-index={rowIndex}
                      data-col-index={colIndex}
                      tabIndex={seat.seat === tabStop ? 0 : -1}
                      aria-disabled={unavailable || undefined}
                      aria-pressed={mine}
                      aria-label={airBookingText('seat-map.seat', { seat: seat.seat, position, state, price: airBookingText('seat-map.included') })}
                      onFocus={() => setFocused(seat.seat)}
                      onClick={() => {
                        if (unavailable) return
                        onChoose(seat.seat)
                        setAnnouncement(airBookingText(mine ? 'seat-map.released' : 'seat-map.chosen', { seat: seat.seat, name: passengerName }))
                      }}
                      className={css({
                        w: { base: '7', sm: '8' },
                        h: { base: '7', sm: '8' },
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
      <p id={`${map.segmentId}-seat-help`} className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
        {airBookingText('seat-map.keyboard-help')}
      </p>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </ScrollBox>
  )
}
