import { errorImages, PageErrorScreen } from './page-error-screen'

/** The 404 page: an address that matches no page, or a page that says its subject does not exist. */
export function NotFoundPage() {
  return <PageErrorScreen type="not-found" image={errorImages.notFound} />
}
