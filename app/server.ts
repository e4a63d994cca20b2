// The server entry: every request the app answers passes through handleAppRequest.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { handleAppRequest } from '@server/http/app-request.server'

export { boot, closeStreams, readiness, shutdown } from '@server/http/lifecycle.server'

export default createServerEntry({
  fetch(request) {
    return handleAppRequest(request, (current) => handler.fetch(current))
  },
})
