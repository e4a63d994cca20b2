// The sandbox's own calls, beside the lxp contract: what a test platform offers its integrators and no
// real platform has. `POST /sandbox/customers` enrols a member the platform does not know (the app calls
// it after a sign-in at a real login provider: docs/decisions/060, 064).
import { z } from 'zod'
import { enrolCustomer } from '../customer/customer.server'
import { database } from '../db/database'

export const sandboxPaths = { customers: '/sandbox/customers' } as const

export const CustomerEnrolmentSchema = z.object({
  customerId: z.string().min(1).max(200),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
})

export function isSandboxRequest(request: Request) {
  return new URL(request.url).pathname.startsWith('/sandbox/')
}

const refusal = (status: number, code: string, message: string) => Response.json({ errors: [{ code, category: 'VALIDATION', message }] }, { status })

export async function handleSandboxRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname
  if (path !== sandboxPaths.customers) return refusal(404, 'HTTP_404', 'There is no such API route.')
  if (request.method !== 'POST') return refusal(405, 'HTTP_405', 'This method is not allowed here.')
  const body = await request.json().catch(() => undefined)
  const enrolment = CustomerEnrolmentSchema.safeParse(body)
  if (!enrolment.success) return refusal(400, 'VALIDATION_ERROR', 'body: a customer needs customerId, firstName, lastName and email.')
  const enrolled = await enrolCustomer(await database(), enrolment.data)
  return Response.json({ enrolled }, { status: enrolled ? 201 : 200 })
}
