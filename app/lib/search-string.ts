// The address's query as TanStack Router's defaults read and write it, without the exceptions. The defaults ask
// JSON.parse whether a string value is JSON text and treat its SyntaxError as "no": every date (`2027-01-10`
// starts like a number) threw, once per date in every link a server render builds (55 µs for a hotel search's
// query, 2.8 % of a rendered page's CPU; issue 40). The server's render uses these; the browser keeps the defaults,
// which give the same strings, so hydration and every link agree.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

const jsonNumberOrWord = /^[ \t\n\r]*(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)[ \t\n\r]*$/
const jsonCompound = /^[ \t\n\r]*["[{]/

/** Whether JSON.parse would accept `value`; only a quoted string, array or object is tried. */
export function isJsonText(value: string) {
  if (jsonNumberOrWord.test(value)) return true
  if (!jsonCompound.test(value)) return false
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

// Thrown for "not JSON", as JSON.parse's error is by the defaults: a constant, so no stack is captured.
const notJson = Symbol('not JSON')

function parseJsonText(value: string): unknown {
  if (!isJsonText(value)) throw notJson
  return JSON.parse(value)
}

export const parseSearch = parseSearchWith(parseJsonText)
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJsonText)
