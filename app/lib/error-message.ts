// §R7, §R8: an error whose code arrived untranslated is looked up by code; the fetched message is
// shown, else the original. The answer is JSON, or plain text; text that fails to parse as JSON is
// used as it is and the failure logged.
export type LookupOptions = { fetcher?: typeof fetch; basePath?: string; log?: (message: string, details: unknown) => void }

export async function lookupErrorMessage(error: { code: string; message: string }, locale: string, options: LookupOptions = {}): Promise<string> {
  const { fetcher = fetch, basePath = import.meta.env.BASE_URL, log = console.warn } = options
  try {
    const response = await fetcher(`${basePath.replace(/\/$/, '')}/api/messages/errors/${encodeURIComponent(error.code)}/${encodeURIComponent(locale)}`)
    if (!response.ok) return error.message
    const text = await response.text()
    if (!(response.headers.get('content-type') ?? '').includes('json')) return text || error.message
    try {
      const body = JSON.parse(text) as { message?: unknown }
      return typeof body.message === 'string' && body.message ? body.message : error.message
    } catch (parseError) {
      log('Could not parse the error message answer', { code: error.code, parseError })
      return text || error.message
    }
  } catch {
    return error.message
  }
}

