// The client's address, the one that rate limits, logs and analytics use: the socket's peer, or,
// when that peer is a proxy listed in TRUSTED_PROXIES, the nearest address in X-Forwarded-For that
// no trusted proxy vouches for (proxy-addr's walk from the right). A header from anyone else is ignored.
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import { config, proxyListOf } from '../config/env'

export type ClientAddressResolver = (socketAddress: string, forwardedFor: string | null) => string

export function createClientAddressResolver(trustedProxies: string): ClientAddressResolver {
  const list = proxyListOf(trustedProxies)
  if (list.length === 0) return (socketAddress) => socketAddress
  const trust = proxyAddr.compile(list)
  return (socketAddress, forwardedFor) => {
    // proxy-addr reads only these two fields of a Node request.
    const request = { socket: { remoteAddress: socketAddress }, connection: { remoteAddress: socketAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }
    return proxyAddr(request as unknown as IncomingMessage, trust)
  }
}

/** The socket's peer as srvx (`ip`) or TanStack Start (`context.clientAddress`) put it on the request. */
export function socketAddressOf(request: Request) {
  const candidate = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return candidate.context?.clientAddress || candidate.ip || 'unknown'
}

let resolver: { trustedProxies: string; resolve: ClientAddressResolver } | undefined

/** The client address of a request under this process's TRUSTED_PROXIES. */
export function clientAddressOf(request: Request) {
  const trustedProxies = config().TRUSTED_PROXIES
  if (resolver?.trustedProxies !== trustedProxies) resolver = { trustedProxies, resolve: createClientAddressResolver(trustedProxies) }
  const socket = socketAddressOf(request)
  return socket === 'unknown' ? socket : resolver.resolve(socket, request.headers.get('x-forwarded-for'))
}
