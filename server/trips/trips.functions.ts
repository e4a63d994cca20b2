// My Trips: the signed-in member's reservations, from the travel platform.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { ReservationsQuerySchema } from '@contracts/lxp/reservations.schema'
import { requireMember } from '../auth/session.server'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'

export const getMyTrips = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationsQuerySchema.parse(input ?? {}))
  .handler(async ({ data }) => {
    const member = await requireMember(getRequest())
    return expectOk(await lxpClient({ customerId: member.clientCustomerId }).customer.reservations({ query: data }))
  })
