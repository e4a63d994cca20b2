// The simulator's HTTP face: the lxp contract answered from its services, with the test scenarios a
// call asks for applied once its request is validated (http/scenarios.ts), plus the sandbox's own calls
// (/sandbox/*) that no real platform has. The same handler serves `npm run simulator` and, in process, the app's embedded default; the BFF
// reaches it through the same typed client it would use for a real platform.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { createFetchHandler, tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { database } from './db/database'
import { errorResponse } from './http/error-response'
import { callContextOf, currentCall, runInCall } from './http/call-context'
import { appliesTo, notApplicableMessage, sandboxHeaderErrors, ScenarioError, scenariosOf } from '@contracts/lxp/sandbox-scenarios'
import { applyScenarios, lostAnswer, namespaceOf, sandboxClock } from './http/scenarios'
import { handleSandboxRequest, isSandboxRequest } from './http/sandbox-routes'
import { handleScheduleChange, isScheduleChangeRequest } from './http/schedule-change-route'
import { today } from './clock'
import { addTravelerProfiles, getCustomerProfile, getTravelerProfile, listTravelerProfiles, modifyTravelerProfiles, removeTravelerProfiles } from './customer/customer.server'
import { listReservations } from './reservations/reservations.server'
import { listPointsActivity, postEarnedPoints } from './loyalty/points-activity.server'
import { pointsAccount } from './loyalty/points-account.server'
import { findReservationByNumber } from './reservations/find-reservation.server'
import { customerOf as optionalCustomerOf, refusalsPlaced } from './route-refusals'
import { PlatformError, SimulatorError } from './simulator-error'
import { popularDestinations } from './catalogue/popular-destinations.server'
import { simulatorLines } from './simulator-lines.server'

/** The BFF names the customer it acts for; the simulator trusts it as a platform trusts its client. */
const customerHeader = lxpHeaders.customerId

function customerOf(request: Request) {
  const customerId = request.headers.get(customerHeader)
  if (!customerId) throw new SimulatorError('CUSTOMER_REQUIRED', 'Sign in to see your trips.')
  return customerId
}

/** The customer's and Find my booking's refusals, placed under the part of the request they came from. */
const from = refusalsPlaced()

type Lines = typeof simulatorLines
/** Each line's router under its key of the lxp contract (simulator-lines.server.ts). */
const lineRouters = Object.fromEntries(Object.entries(simulatorLines).map(([type, line]) => [type, line.router])) as { [Type in keyof Lines]: Lines[Type]['router'] }

const simulatorRouter = tsr.router(lxpContract, {
  ...lineRouters,
  customer: {
    // The points of trips that are over are added before the balance is read (loyalty/points-activity.server.ts).
    profile: async (_args, { request }) => {
      const db = await database()
      const customerId = customerOf(request)
      await postEarnedPoints(db, customerId, today())
      return { status: 200, body: await getCustomerProfile(db, customerId) }
    },
    travelerProfiles: async ({ query }, { request }) => ({ status: 200, body: { travelers: await listTravelerProfiles(await database(), customerOf(request), query.search) } }),
    getTraveler: async ({ body }, { request }) => ({ status: 200, body: await from('body', getTravelerProfile(await database(), customerOf(request), body.travelerId)) }),
    addTravelers: async ({ body }, { request }) => ({ status: 200, body: { travelers: await from('body', addTravelerProfiles(await database(), customerOf(request), body)) } }),
    modifyTravelers: async ({ body }, { request }) => ({ status: 200, body: { travelers: await from('body', modifyTravelerProfiles(await database(), customerOf(request), body)) } }),
    removeTravelers: async ({ body }, { request }) => ({ status: 200, body: { travelers: await from('body', removeTravelerProfiles(await database(), customerOf(request), body)) } }),
    reservations: async ({ query }, { request }) => ({ status: 200, body: await listReservations(await database(), customerOf(request), query, today()) }),
    pointsActivity: async ({ query }, { request }) => ({ status: 200, body: await listPointsActivity(await database(), customerOf(request), query, today()) }),
  },
  catalogue: {
    popularDestinations: async ({ query }) => ({ status: 200, body: await popularDestinations(await database(), query, today()) }),
  },
  reservations: {
    find: async ({ body }, { request }) => ({ status: 200, body: await from('body', findReservationByNumber(await database(), body.number, { customerId: optionalCustomerOf(request), email: body.email })) }),
  },
})

const scenarioField = `headers.${lxpHeaders.scenario}`

/** A header's scenarios the simulator cannot use: 400 naming the header, in `errors[]`. */
const scenarioRefusal = (code: 'UNKNOWN_SCENARIO' | 'SCENARIO_NOT_APPLICABLE', message: string) => new PlatformError(400, [{ code, category: 'VALIDATION', message, field: scenarioField }])

type Handler = (args: unknown, context: { request: Request; responseHeaders: Headers }) => Promise<{ status: number; body: unknown }>

/**
 * Every route of the router, run with the call's scenarios once ts-rest has validated its request: a
 * scenario that does not apply to the route is refused (400 `SCENARIO_NOT_APPLICABLE`), the others
 * refuse, wait or fail the call; `answer-lost` lets a booking or cancellation be made and loses its
 * first answer (a replay with the same idempotency key is answered).
 */
function withScenarios<T>(contract: AppRouter, router: T): T {
  return Object.fromEntries(
    Object.entries(router as Record<string, unknown>).map(([key, implementation]) => {
      const route = contract[key] as AppRoute | AppRouter
      if (!isAppRoute(route)) return [key, withScenarios(route, implementation)]
      const handler = (typeof implementation === 'function' ? implementation : (implementation as { handler: Handler }).handler) as Handler
      const run: Handler = async (args, context) => {
        const scenarios = currentCall()?.scenarios ?? []
        const refused = scenarios.find((scenario) => !appliesTo(scenario, route))
        if (refused) throw scenarioRefusal('SCENARIO_NOT_APPLICABLE', notApplicableMessage(refused, route))
        await applyScenarios(scenarios, context.request, route)
        const answer = await handler(args, context)
        const lost = scenarios.some((scenario) => scenario.kind === 'answer')
        if (lost && answer.status < 300 && context.responseHeaders.get(lxpHeaders.replayed) !== 'true') throw lostAnswer()
        return answer
      }
      return [key, typeof implementation === 'function' ? run : { ...(implementation as object), handler: run }]
    }),
  ) as T
}

const routerWithScenarios = withScenarios(lxpContract, simulatorRouter)

// Built once: ts-rest's `fetchRequestHandler` builds the router of the whole contract again on every call
// (0.4 ms of CPU for each upstream call of a page, e.g. a member's profile on every page view; issue 40).
const simulatorResponse = createFetchHandler(lxpContract, routerWithScenarios, { responseValidation: false, cors: false, errorHandler: (error, request) => errorResponse(error, request) })

export async function handleSimulatorRequest(request: Request): Promise<Response> {
  const tooLong = sandboxHeaderErrors(request.headers)
  if (tooLong.length > 0) return errorResponse(new PlatformError(400, tooLong), request)
  let scenarios
  try {
    scenarios = scenariosOf(request.headers.get(lxpHeaders.scenario))
  } catch (error) {
    if (error instanceof ScenarioError) return errorResponse(scenarioRefusal('UNKNOWN_SCENARIO', error.message), request)
    throw error
  }
  if (isScheduleChangeRequest(request)) return handleScheduleChange(request)
  if (isSandboxRequest(request)) return handleSandboxRequest(request)
  // The instant the call runs at: its own `clock:` scenario, else its namespace's clock set over HTTP.
  const clock = scenarios.find((scenario) => scenario.kind === 'clock')
  const now = clock?.at ?? sandboxClock(namespaceOf(request))
  // Who calls, for what their results say they earn (a customer the programme does not know earns nothing).
  const customerId = request.headers.get(customerHeader)
  const caller = customerId ? ((await pointsAccount(await database(), customerId)) ?? null) : null
  return runInCall(callContextOf(request, scenarios, now, caller), () => simulatorResponse(request))
}
