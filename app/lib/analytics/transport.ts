// Sends one JSON body to an endpoint of the site: a beacon, or a keep-alive POST where beacons are
// unavailable or refused (§R7), so events and logs survive the page being closed.


export function sendJson(url: string, body: unknown, environment: { navigator?: Navigator; fetch?: typeof fetch } = globalThis) {
  const text = JSON.stringify(body)
  try {
    if (environment.navigator?.sendBeacon?.(url, new Blob([text], { type: 'application/json' }))) return
  } catch {
    // fall back to fetch below
  }
  void environment.fetch?.(url, { method: 'POST', body: text, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {})
}
