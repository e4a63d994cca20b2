// iCalendar files (RFC 5545) for "Add to calendar": one builder for every line's reservations. Text
// is escaped (§3.3.11), content lines are folded at 75 octets without splitting a UTF-8 character
// (§3.1) and end in CRLF. Times are all-day dates (VALUE=DATE, DTEND exclusive), instants in UTC
// (…Z), or floating local times when the place's time zone is unknown (§3.3.5 form 1).

/** When an event starts or ends. */
export type CalendarTime =
  /** An all-day date, YYYY-MM-DD. */
  | { date: string }
  /** An instant, written in UTC: every calendar shows it in its own zone. */
  | { utc: Date }
  /** A local date-time (YYYY-MM-DDTHH:mm[:ss]) with no zone: the same clock time wherever it is read. */
  | { floating: string }

export type CalendarEvent = {
  /** Globally unique and stable for the same reservation item, so a second import updates it. */
  uid: string
  start: CalendarTime
  end: CalendarTime
  summary: string
  location?: string
  description?: string
  status?: 'CONFIRMED' | 'CANCELLED'
  /** Whether the event blocks time (OPAQUE) or not (TRANSPARENT, e.g. a multi-day stay). */
  transparent?: boolean
  /** Times the booking behind it was changed (RFC 5545 §3.8.7.4): an import replaces an event of the same UID with a lower one. */
  sequence?: number
}

export type CalendarOptions = { productId: string; now?: Date }

/** TEXT value escaping of RFC 5545 §3.3.11: backslash, semicolon, comma, newline. */
export function escapeText(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Folds a content line into lines of at most 75 octets (CRLF plus a space before each continuation). */
export function foldLine(line: string) {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const octets = encoder.encode(character).length
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74
    if (size + octets > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += character
    size += octets
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const basicDate = (isoDate: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`a calendar date must be YYYY-MM-DD, got ${isoDate}`)
  return isoDate.replaceAll('-', '')
}

/** 2027-03-12T09:30:00.000Z → 20270312T093000Z */
export const utcDateTime = (instant: Date) => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('a calendar time must be a valid date')
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

function floatingDateTime(local: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!match) throw new RangeError(`a local calendar time must be YYYY-MM-DDTHH:mm[:ss], got ${local}`)
  const [, year, month, day, hour, minute, second = '00'] = match
  return `${year}${month}${day}T${hour}${minute}${second}`
}

/** A DTSTART or DTEND property line. */
export function timeProperty(name: 'DTSTART' | 'DTEND', time: CalendarTime) {
  if ('date' in time) return `${name};VALUE=DATE:${basicDate(time.date)}`
  if ('utc' in time) return `${name}:${utcDateTime(time.utc)}`
  return `${name}:${floatingDateTime(time.floating)}`
}

function eventLines(event: CalendarEvent, stamp: string) {
  if (('date' in event.start) !== ('date' in event.end)) throw new RangeError('an event starts and ends both as dates or both as times')
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    // A change, then a cancellation, supersedes the event of the same UID (RFC 5546 §2.1.4: a higher sequence).
    `SEQUENCE:${(event.sequence ?? 0) + (event.status === 'CANCELLED' ? 1 : 0)}`,
    `TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ]
}

/**
 * A whole calendar file: CRLF line endings, folded lines, one VEVENT per event. When every event is
 * cancelled the file is a cancellation (METHOD:CANCEL, same UIDs): importing it removes the events an
 * earlier file added, instead of publishing them again.
 */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions) {
  const stamp = utcDateTime(options.now ?? new Date())
  const cancelled = events.length > 0 && events.every((event) => event.status === 'CANCELLED')
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${options.productId}`, 'CALSCALE:GREGORIAN', `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`, ...events.flatMap((event) => eventLines(event, stamp)), 'END:VCALENDAR']
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
