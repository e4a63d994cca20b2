// Issue 41 (item 1), guide *Errors*: a request Node's HTTP server refuses itself, before any handler (headers
// over its limit, a request that is not HTTP), is answered in the API's one error envelope, as JSON with a
// code, a category and a message, and the connection is closed; a handler's answers are untouched. The
// listener is the one server/serve.ts attaches to its Node server's `clientError`.
import { createServer, type Server } from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { apiErrorCodes } from '@contracts/api/error-codes'
import { answerClientError } from '@server/http/client-error'

let server: Server
let port: number

beforeAll(async () => {
  server = createServer((_request, response) => response.end('handled'))
  server.on('clientError', answerClientError)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function send(raw: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const [statusLine = '', ...headerLines] = head.split('\r\n')
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
  })
}

describe('a request the HTTP server refuses before any handler (issue 41)', () => {
  it('answers headers over the limit with 431 in the error envelope', async () => {
    const answer = await send(`GET /api/lxp/customer/profile HTTP/1.1\r\nHost: localhost\r\nCookie: a=${'x'.repeat(20_000)}\r\n\r\n`)
    expect(answer.status).toBe(431)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers.connection).toBe('close')
    const body = ApiErrorsSchema.parse(JSON.parse(answer.body))
    expect(body.errors).toEqual([expect.objectContaining({ code: 'REQUEST_HEADERS_TOO_LARGE', category: 'VALIDATION', field: 'headers' })])
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
  })

  it('answers a request that is not HTTP with 400 in the error envelope', async () => {
    const answer = await send('GET /api/openapi.json HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(ApiErrorsSchema.parse(JSON.parse(answer.body)).errors).toEqual([expect.objectContaining({ code: 'MALFORMED_REQUEST', category: 'VALIDATION' })])
  })

  it('leaves the answers of requests that parse to their handler', async () => {
    const answer = await send('GET /api/openapi.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect([answer.status, answer.body]).toEqual([200, 'handled'])
  })

  it('uses only codes of the guide’s table', () => {
    for (const code of ['REQUEST_HEADERS_TOO_LARGE', 'MALFORMED_REQUEST', 'REQUEST_TIMEOUT']) expect(apiErrorCodes).toContain(code)
  })
})
