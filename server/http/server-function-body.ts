// Global request middleware (app/start.ts): a server-function call whose body (or GET payload) is not
// what it announces is answered 400 in the contract's error shape. TanStack Start would parse it itself,
// print the parser's error (with the caller's bytes) as a raw stack and answer 500 with its message.
import { createMiddleware } from '@tanstack/react-start'
import { malformedJsonError } from '@contracts/api/request-refusal'

/** Whether Start would fail to read the call's input: JSON that does not parse, or a form that does not. */
async function isMalformed(request: Request) {
  if (request.method === 'GET') return !parses(new URL(request.url).searchParams.get('payload') ?? 'null')
  // Start reads a body by these content types, and ignores any other.
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
    return request
      .clone()
      .formData()
      .then(() => false, () => true)
  }
  return contentType.includes('application/json') && !parses(await request.clone().text())
}

function parses(json: string) {
  try {
    JSON.parse(json)
    return true
  } catch {
    return false
  }
}

export const serverFunctionBodyMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, handlerType, request }) => {
  if (handlerType !== 'serverFn' || !(await isMalformed(request))) return next()
  return Response.json({ errors: [malformedJsonError] }, { status: 400 })
})
