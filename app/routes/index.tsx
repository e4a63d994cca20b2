import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'

// Its content ('home') and the head it writes come with every page's (app/features/page-content/page-content.ts).
export const Route = createFileRoute('/')({
  component: HomePage,
})
