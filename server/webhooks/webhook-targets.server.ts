// Where an event may be posted (docs/decisions/135). An endpoint is an https address on the public
// internet; the sandbox (SANDBOX=on, a loopback-only server) also takes http to the machine itself
// and private addresses, so a partner's test receiver can run beside it, but never a link-local one
// (169.254.0.0/16, fe80::/10: a cloud's metadata service answers at 169.254.169.254). A host name is resolved
// again before each delivery, so a name that later points inside our network is refused then too.
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

const internal = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6')
}

/** Whether `address` is in `list`, an IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`) read as the IPv4 one. */
function listed(list: BlockList, address: string) {
  const family = isIP(address)
  if (family === 0) return false
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined
  if (mapped) return list.check(mapped, 'ipv4')
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Loopback, private, link-local, shared, multicast and reserved addresses: our own network, never a partner's. */
export function isInternalAddress(address: string) {
  return listed(internal, address)
}

const linkLocal = new BlockList()
linkLocal.addSubnet('169.254.0.0', 16, 'ipv4')
linkLocal.addSubnet('fe80::', 10, 'ipv6')
// 169.254.0.0/16 mapped into IPv6, as a URL writes it (`[::ffff:a9fe:a9fe]`).
linkLocal.addSubnet('::ffff:a9fe:0', 112, 'ipv6')

/** A link-local address (a cloud's metadata service, 169.254.169.254): refused in the sandbox too. */
export function isLinkLocalAddress(address: string) {
  return listed(linkLocal, address)
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why an endpoint address is refused, or undefined when it may be registered. */
export function endpointUrlProblem(given: string, sandbox: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(given)
  } catch {
    return 'must be an absolute URL, such as https://partner.example/webhooks'
  }
  if (url.username || url.password) return 'must not carry a user name or password'
  if (url.hash) return 'must not have a fragment (#…)'
  const loopback = loopbackNames.has(url.hostname) || url.hostname.endsWith('.localhost')
  if (url.protocol === 'http:' && !(sandbox && loopback)) return sandbox ? 'must be https (http only to localhost in the sandbox)' : 'must be https'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be https'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (sandbox && isLinkLocalAddress(host)) return 'must not be a link-local address (169.254.0.0/16, fe80::/10), even in the sandbox'
  if (!sandbox && (loopback || isInternalAddress(host))) return 'must be an address on the public internet, not a loopback or private one'
  return undefined
}

/**
 * Resolves the endpoint's host before a delivery and refuses it when any address it names is
 * internal (outside the sandbox; in it, when one is link-local). Answers why it is refused, or undefined.
 */
export async function deliveryTargetProblem(url: URL, sandbox: boolean, resolve: (host: string) => Promise<{ address: string }[]> = (host) => lookup(host, { all: true })): Promise<string | undefined> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [{ address: host }] : await resolve(host).catch(() => [])
  // The sandbox reaches a receiver beside it (loopback, a private network), never a link-local address.
  if (sandbox) return addresses.some(({ address }) => isLinkLocalAddress(address)) ? `the host ${host} resolves to a link-local address` : undefined
  if (addresses.length === 0) return `the host ${host} does not resolve`
  if (addresses.some(({ address }) => isInternalAddress(address))) return `the host ${host} resolves to a loopback or private address`
  return undefined
}
