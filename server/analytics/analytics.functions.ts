// Server functions for the analytics development page; they answer not found unless the developer tools are on.
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { AnalyticsEventFilterSchema } from '@contracts/analytics/analytics.schema'
import { config } from '../config/env'
import { analyticsCollector } from './analytics.server'

export const listAnalyticsEvents = createServerFn({ method: 'GET' })
  .validator((input: unknown) => AnalyticsEventFilterSchema.parse(input ?? {}))
  .handler(async ({ data }) => {
    if (!config().devTools) throw notFound()
    return analyticsCollector().listEvents(data)
  })
