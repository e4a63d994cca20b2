// HEAD is GET without its body (RFC 9110 §9.3.2): a route the API serves by GET answers HEAD with the
// status and headers its GET would have, so a partner's `curl -I` or link checker never reads a 404.
import { socketAddressOf } from './client-address'

/** Answers a HEAD request as its GET, body left out; any other request as it is. */
export async function answerHeadAsGet(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  if (request.method !== 'HEAD') return answer(request)
  const asGet = new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal })
  // The socket's peer rides on the request (srvx's `ip`): the limits and logs of the GET need it.
  const socket = socketAddressOf(request)
  if (socket !== 'unknown') Object.defineProperty(asGet, 'ip', { value: socket })
  const response = await answer(asGet)
  await response.body?.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
