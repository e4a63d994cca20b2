// Where a form that needs its script posts when the script has not run (issue 35 item 1,
// docs/decisions/106). The POST is answered without reading its body (card, CVV, email, password)
// by a redirect to this same address, whose page says that nothing was sent on.
import { createFileRoute } from '@tanstack/react-router'
import { NeedsJavaScriptPage } from '~/features/errors/needs-javascript-page'
import { pageTitle } from '~/i18n/page-title'
import { optionalText } from '~/lib/search-params'

export const Route = createFileRoute('/needs-javascript')({
  server: {
    handlers: {
      POST: ({ request }) => {
        const { pathname, search } = new URL(request.url)
        return new Response(null, { status: 303, headers: { location: `${pathname}${search}`, 'cache-control': 'no-store' } })
      },
    },
  },
  validateSearch: (search: Record<string, unknown>) => ({ from: optionalText(search.from, 2000) }),
  head: () => ({ meta: [{ title: pageTitle('needs-javascript') }, { name: 'robots', content: 'noindex' }] }),
  component: function NeedsJavaScriptRoute() {
    return <NeedsJavaScriptPage from={Route.useSearch().from} />
  },
})
