// A path with a broken percent-encoding (`/api/lxp/hotel/offers/%E0%A4%A`) names nothing: the server
// answers 400 before any route (TanStack Start would answer an empty 400, srvx's statics a plain-text
// one), in the API's error envelope, or as a short page to a browser. Alias-free: server/serve.ts uses it.
import { errorMessageFor } from '../../contracts/messages/error-messages.ts'

export function decodes(path: string) {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

export function undecodablePath(request: Request) {
  const message = errorMessageFor('HTTP_400', 'en-US')!
  if (!request.headers.get('accept')?.includes('text/html')) return Response.json({ errors: [{ code: 'HTTP_400', category: 'VALIDATION', message, field: 'path' }] }, { status: 400 })
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>This address cannot be read</title></head><body><main><h1>This address cannot be read</h1><p>${message} <a href="/">Go to the home page</a></p></main></body></html>`
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } })
}
