// The router answers a page's other form (`/accommodations`, `/accommodations/offer/`) with a temporary
// redirect to the form §R2 writes (app/lib/canonical-path.ts). That form is the page's address
// for good, so the redirect is made permanent: browsers and crawlers keep the written form.

/** A 307 that only adds or removes the path's trailing slash becomes a 308; any other answer is unchanged. */
export function permanentSlashRedirect(request: Request, response: Response) {
  if (response.status !== 307) return response
  const location = response.headers.get('location')
  if (!location) return response
  const from = new URL(request.url)
  const to = new URL(location, from)
  const onlyTheSlash = to.origin === from.origin && to.search === from.search && to.pathname !== from.pathname && to.pathname.replace(/\/+$/, '') === from.pathname.replace(/\/+$/, '')
  return onlyTheSlash ? new Response(null, { status: 308, headers: response.headers }) : response
}
