// 'My Profile': the member's cards, tier, status, points and contact details.
import { createFileRoute } from '@tanstack/react-router'
import { MyProfilePage } from '~/features/session/my-profile-page'

export const Route = createFileRoute('/_member/my-profile')({
  head: () => ({ meta: [{ title: 'My Profile | Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  component: MyProfilePage,
})
