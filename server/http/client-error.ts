// A request Node's HTTP parser refuses before any handler sees it (headers over its limit: 431; a request
// line or header it cannot read: 400; one not sent whole within the server's requestTimeout: 408) is answered in the API's one error envelope (issue 41), where Node
// alone would write a bare `431 Request Header Fields Too Large` with no body. Attached to the server's
// `clientError` event by server/serve.ts. Alias-free: server/serve.ts uses it.
import type { Duplex } from 'node:stream'
import { errorMessageFor } from '../../contracts/messages/error-messages.ts'

type ParserError = Error & { code?: string }

/** What each parser refusal answers: its status, code and message. */
function refusalOf(error: ParserError) {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', code: 'REQUEST_HEADERS_TOO_LARGE', message: errorMessageFor('REQUEST_HEADERS_TOO_LARGE', 'en-US')!, field: 'headers' }
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: errorMessageFor('REQUEST_TIMEOUT', 'en-US')!, field: undefined }
  }
  if (error.code === 'HPE_URI_OVERFLOW' || error.code === 'HPE_INVALID_URL') {
    return { status: 400, reason: 'Bad Request', code: 'HTTP_400', message: errorMessageFor('HTTP_400', 'en-US')!, field: 'path' }
  }
  return { status: 400, reason: 'Bad Request', code: 'MALFORMED_REQUEST', message: errorMessageFor('MALFORMED_REQUEST', 'en-US')!, field: undefined }
}

/** The raw HTTP answer to a request the parser refused: JSON in the error envelope, and the connection closed. */
export function clientErrorAnswer(error: ParserError) {
  const { status, reason, code, message, field } = refusalOf(error)
  const body = JSON.stringify({ errors: [{ code, category: 'VALIDATION', message, ...(field ? { field } : {}) }] })
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * The `clientError` listener: a connection the client already reset, or one whose answer has begun, is
 * only closed (Node's own listener does the same); otherwise the refusal is written, then the connection ends.
 */
export function answerClientError(error: ParserError, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  socket.end(clientErrorAnswer(error))
}
