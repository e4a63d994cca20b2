// 'My Profile': the member's cards, tier, status, points and contact details.
import { createFileRoute } from '@tanstack/react-router'
import { MyProfilePage } from '~/features/session/my-profile-page'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/_member/my-profile')({
  head: () => ({ meta: [{ title: pageTitle('my-profile') }, { name: 'robots', content: 'noindex' }] }),
  component: MyProfilePage,
})
