// §R2 confirmation and reservation view "add to calendar": the RFC 5545 file every line's
// reservation is written as (text escaping §3.3.11, line folding §3.1, DATE / UTC / floating times
// §3.3.4-5, DTSTART, DTEND, UID, SUMMARY, LOCATION).
import { describe, expect, it } from 'vitest'
import { buildCalendar, escapeText, foldLine, timeProperty } from '@server/calendar/icalendar'

const octets = (line: string) => new TextEncoder().encode(line).length
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

describe('escapeText', () => {
  it('escapes backslashes first, then semicolons, commas and every kind of newline', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(escapeText('one\r\ntwo\rthree')).toBe('one\\ntwo\\nthree')
    expect(escapeText('\\,')).toBe('\\\\\\,')
    expect(escapeText('colon: kept')).toBe('colon: kept')
  })
})

describe('foldLine', () => {
  it('leaves a line of exactly 75 octets alone and folds the 76th onto a continuation line', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`
    expect(octets(line)).toBe(75)
    expect(foldLine(line)).toBe(line)
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y`)
  })

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    for (const text of [`DESCRIPTION:${'é'.repeat(80)}`, `LOCATION:${'東京'.repeat(60)}`, `SUMMARY:${'🚗'.repeat(40)}`]) {
      const folded = foldLine(text)
      for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
      expect(unfold(folded)).toBe(text)
      expect(folded).not.toContain('\uFFFD')
    }
  })
})

describe('timeProperty', () => {
  it('writes all-day dates, UTC instants and floating local times', () => {
    expect(timeProperty('DTSTART', { date: '2027-03-12' })).toBe('DTSTART;VALUE=DATE:20270312')
    expect(timeProperty('DTEND', { utc: new Date('2027-03-12T09:30:00-05:00') })).toBe('DTEND:20270312T143000Z')
    expect(timeProperty('DTSTART', { floating: '2027-03-12T09:30' })).toBe('DTSTART:20270312T093000')
    expect(timeProperty('DTSTART', { floating: '2027-03-12T09:30:15' })).toBe('DTSTART:20270312T093015')
  })

  it('refuses values that would write a broken file', () => {
    expect(() => timeProperty('DTSTART', { date: '12/03/2027' })).toThrow(RangeError)
    expect(() => timeProperty('DTSTART', { utc: new Date('not a date') })).toThrow(RangeError)
    expect(() => timeProperty('DTSTART', { floating: '2027-03-12 09:30' })).toThrow(RangeError)
  })
})

describe('buildCalendar', () => {
  const now = new Date('2027-01-10T12:00:00Z')
  const file = buildCalendar(
    [
      { uid: 'HT-1@travel.example', start: { date: '2027-03-12' }, end: { date: '2027-03-15' }, summary: 'Stay at The Harbour, Inn', location: '1 Pier Road; New York', transparent: true },
      { uid: 'CR-1-pick-up@travel.example', start: { utc: new Date('2027-03-12T14:00:00Z') }, end: { utc: new Date('2027-03-12T14:30:00Z') }, summary: 'Pick up', description: `line one\nline two ${'long '.repeat(20)}`, status: 'CANCELLED' },
    ],
    { productId: '-//Rewards Travel//Reservations//EN', now },
  )
  const lines = file.split('\r\n')

  it('is a VCALENDAR of CRLF lines of at most 75 octets, with no bare line feed', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Rewards Travel//Reservations//EN\r\n')).toBe(true)
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
  })

  it('writes one VEVENT per event with UID, DTSTAMP, DTSTART, DTEND, SUMMARY, LOCATION and status', () => {
    const text = unfold(file)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(text).toContain(
      'BEGIN:VEVENT\r\nUID:HT-1@travel.example\r\nDTSTAMP:20270110T120000Z\r\nDTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270315\r\nSUMMARY:Stay at The Harbour\\, Inn\r\nLOCATION:1 Pier Road\\; New York\r\nSTATUS:CONFIRMED\r\nSEQUENCE:0\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT',
    )
    expect(text).toContain('DTSTART:20270312T140000Z\r\nDTEND:20270312T143000Z\r\nSUMMARY:Pick up\r\nDESCRIPTION:line one\\nline two long')
    expect(text).toContain('STATUS:CANCELLED\r\nSEQUENCE:1\r\nTRANSP:OPAQUE')
  })

  it('publishes a calendar with any confirmed event, and cancels (same UIDs, higher sequence) when every event is cancelled', () => {
    expect(file).toContain('\r\nMETHOD:PUBLISH\r\n')
    const cancelled = buildCalendar([{ uid: 'HT-1@travel.example', start: { date: '2027-03-12' }, end: { date: '2027-03-15' }, summary: 'Stay', status: 'CANCELLED' }], { productId: 'x', now })
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(unfold(cancelled)).toContain('UID:HT-1@travel.example\r\n')
    expect(unfold(cancelled)).toContain('STATUS:CANCELLED\r\nSEQUENCE:1\r\n')
    // A booking changed twice, then cancelled: each file supersedes the last one imported.
    const changed = { uid: 'AR-1-return@travel.example', start: { date: '2027-03-20' }, end: { date: '2027-03-21' }, summary: 'Flight', sequence: 2 }
    expect(unfold(buildCalendar([changed], { productId: 'x', now }))).toContain('STATUS:CONFIRMED\r\nSEQUENCE:2\r\n')
    expect(unfold(buildCalendar([{ ...changed, status: 'CANCELLED' }], { productId: 'x', now }))).toContain('STATUS:CANCELLED\r\nSEQUENCE:3\r\n')
  })

  it('refuses an event that mixes a date and a time', () => {
    expect(() => buildCalendar([{ uid: 'x', start: { date: '2027-03-12' }, end: { utc: now }, summary: 'x' }], { productId: 'x' })).toThrow(RangeError)
  })
})
