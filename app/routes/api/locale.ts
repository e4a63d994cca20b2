// The language switch (§R9.16 locales): POST locale=en-GB&redirect=/path sets the visitor's locale.
import { createFileRoute } from '@tanstack/react-router'
import { localeChoiceResponse } from '@server/site/locale-choice.server'
import { locales } from '~/i18n/locales'
import { localeCookieName } from '~/lib/format/visitor-settings'

export const Route = createFileRoute('/api/locale')({
  server: {
    handlers: {
      POST: ({ request }) => localeChoiceResponse(request, locales, localeCookieName),
    },
  },
})
