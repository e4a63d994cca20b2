// Lets a page answer a 4xx while still rendering its own helpful screen (for example a search
// page reached without the details it needs). On the client this does nothing.
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

export const markStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client((_status: number) => undefined)
