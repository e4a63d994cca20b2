// Global request middleware (app/start.ts): a server-function call whose body (or GET payload) is not
// what it announces is answered 400 in the contract's error shape. TanStack Start would parse it itself,
// print the parser's error (with the caller's bytes) as a raw stack and answer 500 with its message. The
// JSON must also have the outer shape of seroval's payload (`{ t: node, f: flags, m: refs }`), which Start
// reads next: `[]`, `null` or `{"t":1}` failed there with a 500 (found in the stranger's pass). A payload
// of that shape with a broken node inside still reaches Start, whose 500 is logged through pino.
import { createMiddleware } from '@tanstack/react-start'
import { malformedJsonError } from '@contracts/api/request-refusal'

/** Whether Start would fail to read the call's input: JSON that does not parse, or a form that does not. */
async function isMalformed(request: Request) {
  if (request.method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    return payload !== null && !isSerovalPayload(parsed(payload))
  }
  // Start reads a body by these content types, and ignores any other.
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
    return request
      .clone()
      .formData()
      .then(() => false, () => true)
  }
  return contentType.includes('application/json') && !isSerovalPayload(parsed(await request.clone().text()))
}

const unparsable = Symbol('unparsable')

function parsed(json: string): unknown {
  try {
    return JSON.parse(json)
  } catch {
    return unparsable
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isSerovalPayload(value: unknown) {
  return isObject(value) && isObject(value.t) && typeof value.t.t === 'number' && typeof value.f === 'number' && Array.isArray(value.m)
}

export const serverFunctionBodyMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, handlerType, request }) => {
  if (handlerType !== 'serverFn' || !(await isMalformed(request))) return next()
  return Response.json({ errors: [malformedJsonError] }, { status: 400 })
})
