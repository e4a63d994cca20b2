// Where an event may be posted (docs/decisions/135). An endpoint is an https address on the public
// internet; the sandbox (SANDBOX=on, a loopback-only server) also takes http to the machine itself
// and private addresses, so a partner's test receiver can run beside it. A host name is resolved
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

/** Loopback, private, link-local, shared, multicast and reserved addresses: our own network, never a partner's. */
export function isInternalAddress(address: string) {
  const family = isIP(address)
  if (family === 0) return false
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined
  if (mapped) return internal.check(mapped, 'ipv4')
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6')
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
  if (!sandbox && (loopback || isInternalAddress(url.hostname.replace(/^\[|\]$/g, '')))) return 'must be an address on the public internet, not a loopback or private one'
  return undefined
}

/**
 * Resolves the endpoint's host before a delivery and refuses it when any address it names is
 * internal (outside the sandbox). Answers why it is refused, or undefined.
 */
export async function deliveryTargetProblem(url: URL, sandbox: boolean, resolve: (host: string) => Promise<{ address: string }[]> = (host) => lookup(host, { all: true })): Promise<string | undefined> {
  if (sandbox) return undefined
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [{ address: host }] : await resolve(host).catch(() => [])
  if (addresses.length === 0) return `the host ${host} does not resolve`
  if (addresses.some(({ address }) => isInternalAddress(address))) return `the host ${host} resolves to a loopback or private address`
  return undefined
}
