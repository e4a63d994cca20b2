// The member's points activity (issue 42 item 9, §R2.108; /customer/points/activity): a page of it, newest first, or
// null when the programme could not give it (the section says so and offers to try again; the page goes on).
import { queryOptions } from '@tanstack/react-query'
import { customerPointsActivity } from '@server/bff/functions/customer.functions'

export const pointsActivityPageSize = 10

export const pointsActivityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['points-activity', page],
    queryFn: async () => {
      const outcome = await customerPointsActivity({ data: { query: { page, pageSize: pointsActivityPageSize } } }).catch(() => undefined)
      return outcome?.ok ? outcome.value : null
    },
  })
