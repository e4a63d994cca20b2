// Server functions of the partner resources page.
import { createServerFn } from '@tanstack/react-start'
import { listPartnerResources } from './partner-resources.server'

export const getPartnerResources = createServerFn({ method: 'GET' }).handler(async () => ({ resources: await listPartnerResources() }))
