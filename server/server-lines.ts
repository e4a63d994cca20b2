// The server's lines of business by reservation type, each declared in its own `server/lines/<type>-line.ts` as
// `<type>ServerLine` (server/lines/server-line.ts says what one holds) and found by its file's name, as the app finds a
// line's registrations (app/line-registrations.ts): a new line adds its file and edits no list here (decision 175).
// The calendar files and the API reference's examples read them from here. A glob is Vite's: only the Vite-built
// server and vitest read this module; scripts/bundle-for-node.ts refuses an esbuild bundle that reaches it.
import { reservationTypes, type ReservationType } from '@contracts/lxp/reservation-types'
import { recordOf } from '@contracts/site/lines-of-business'
import type { ServerLine } from './lines/server-line'

const files = import.meta.glob<Record<string, ServerLine>>(['./lines/*-line.ts', '!./lines/server-line.ts'], { eager: true })

function serverLineOf(type: ReservationType): ServerLine {
  const line = files[`./lines/${type}-line.ts`]?.[`${type}ServerLine`]
  if (!line) throw new Error(`The ${type} line has no server declaration: server/lines/${type}-line.ts exports it as \`${type}ServerLine\`.`)
  return line
}

/** Each line's declaration, failing at once when a line has none. */
export const serverLines: Record<ReservationType, ServerLine> = recordOf(reservationTypes, serverLineOf)
