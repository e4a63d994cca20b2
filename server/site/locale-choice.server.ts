// The language switch's form posts here (docs/decisions/080): the chosen locale goes into a cookie
// for a year and the browser returns to the page it came from, on the site only. Works without
// JavaScript; a locale the site does not offer is a 400.
import { config } from '../config/env'
import { redirectTarget } from '../http/redirect-target'

const oneYearSeconds = 365 * 24 * 60 * 60

export async function localeChoiceResponse(request: Request, offered: readonly string[], cookieName: string): Promise<Response> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return Response.json({ errors: [{ code: 'LOCALE_FORM_INVALID', category: 'VALIDATION', message: 'Send the chosen locale as a form field named locale.', field: 'body.locale' }] }, { status: 400 })
  }
  const locale = form.get('locale')
  if (typeof locale !== 'string' || !offered.includes(locale)) {
    return Response.json({ errors: [{ code: 'LOCALE_UNKNOWN', category: 'VALIDATION', field: 'body.locale', message: `Choose one of: ${offered.join(', ')}.` }] }, { status: 400 })
  }
  const settings = config()
  const returnTo = form.get('redirect')
  const secure = new URL(request.url).protocol === 'https:' || settings.PUBLIC_SITE_URL.startsWith('https:') ? '; Secure' : ''
  return new Response(null, {
    status: 303,
    headers: {
      location: redirectTarget(typeof returnTo === 'string' ? returnTo : undefined, `${settings.PUBLIC_SITE_URL}${settings.BASE_PATH}`),
      'set-cookie': `${cookieName}=${locale}; Path=/; Max-Age=${oneYearSeconds}; HttpOnly; SameSite=Lax${secure}`,
      'cache-control': 'no-store',
    },
  })
}
