// The optional request interceptor (§R7): when the public configuration names one
// (PUBLIC_REQUEST_INTERCEPTOR_URL, e.g. a bot-protection sensor that sets its cookies), its script is
// loaded before the browser's first call and every call waits for it, at most `interceptorWaitMs`;
// a script that fails or is slow never stops a call. The page head carries its address in
// <meta name="request-interceptor">; the script gets the page's CSP nonce.

export const interceptorWaitMs = 2000
export const interceptorMetaName = 'request-interceptor'

/** A loader bound to one document: the script is added once, every call awaits the same load. */
export function createRequestInterceptorLoader(doc: Document, log: (message: string) => void = console.warn) {
  let loading: Promise<boolean> | undefined
  return function beforeRequest(waitMs = interceptorWaitMs): Promise<boolean> {
    const src = doc.querySelector(`meta[name="${interceptorMetaName}"]`)?.getAttribute('content')
    if (!src) return Promise.resolve(false)
    loading ??= new Promise<boolean>((resolve) => {
      const script = doc.createElement('script')
      script.src = src
      script.async = true
      const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
      if (nonce) script.nonce = nonce
      script.onload = () => resolve(true)
      script.onerror = () => {
        log('The request interceptor did not load; calls go on without it')
        resolve(false)
      }
      doc.head.append(script)
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs)
    })
    return Promise.race([loading, waited]).finally(() => clearTimeout(timer))
  }
}
