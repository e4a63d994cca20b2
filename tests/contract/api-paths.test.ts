// Every /api path answers JSON in the API's error envelope (issue 41, guide *Errors*): a path no route
// takes is 404 `HTTP_404`, a method its route does not take is 405 `HTTP_405` with `Allow`, and the
// site's HTML page is never the answer to a caller's mistake. Routes that take any method (the
// contract's, the auth and sandbox calls) answer for themselves; the right method reaches the route.
import { describe, expect, it } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { handleAppRequest } from '@server/http/app-request.server'
import { appRoutes } from '~/route-template'

const sitePage = () => new Response('<!doctype html><html><body>the site</body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })

async function call(method: string, path: string) {
  const response = await handleAppRequest(new Request(`http://localhost${path}`, { method }), sitePage, appRoutes)
  const text = await response.text()
  return { status: response.status, allow: response.headers.get('allow'), type: response.headers.get('content-type'), text }
}

describe('an /api path (issue 41)', () => {
  it.each([
    ['POST', '/api/openapi.json', 'GET, HEAD'],
    ['DELETE', '/api/docs', 'GET, HEAD'],
    ['PUT', '/api/calendar/hotel/H-7K2M9Q', 'GET, HEAD'],
    ['GET', '/api/collector/logs', 'POST'],
    ['GET', '/api/locale', 'POST'],
    ['POST', '/api/country-flags/fr.svg', 'GET, HEAD'],
    ['PROPFIND', '/api/openapi.json', 'GET, HEAD'],
  ])('refuses %s %s with 405, HTTP_405 and Allow: %s', async (method, path, allow) => {
    const answer = await call(method, path)
    expect(answer).toMatchObject({ status: 405, allow, type: expect.stringContaining('application/json') })
    expect(ApiErrorsSchema.parse(JSON.parse(answer.text)).errors[0]).toMatchObject({ code: 'HTTP_405', category: 'VALIDATION' })
  })

  it.each(['/api/nonexistent', '/api', '/api/calendar', '/api/openapi.json/more'])('answers GET %s, which names nothing, with 404 HTTP_404', async (path) => {
    const answer = await call('GET', path)
    expect(answer).toMatchObject({ status: 404, type: expect.stringContaining('application/json') })
    expect(ApiErrorsSchema.parse(JSON.parse(answer.text)).errors[0]).toMatchObject({ code: 'HTTP_404', category: 'VALIDATION' })
  })

  it.each([
    ['GET', '/api/openapi.json'],
    ['HEAD', '/api/openapi.json'],
    ['GET', '/api/docs'],
    ['POST', '/api/collector/logs'],
    ['PATCH', '/api/lxp/hotel/search'],
    ['PUT', '/api/auth/sign-in/member-credentials'],
    ['GET', '/api/sandbox/nothing'],
  ])('lets %s %s reach its route', async (method, path) => {
    expect((await call(method, path)).text).toContain('the site')
  })

  it('leaves paths outside /api to the site', async () => {
    expect(await call('POST', '/accommodations/')).toMatchObject({ status: 200, text: expect.stringContaining('the site') })
  })
})
