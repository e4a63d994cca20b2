// Texts of the member's session around every page: the top navigation and the inactivity dialogs
// (app/features/session). Plain messages, read without the formatter (../../plain/session.ts).
export const session = {
  'my-profile.my-profile': 'My Profile',
  'dialogs.2-minutes': '2 minutes',
  'top-navigation.account': 'Account',
  'top-navigation.my-trips': 'My Trips',
  'top-navigation.log-out': 'Log out',
  'top-navigation.log-in': 'Log in',
  'top-navigation.menu': 'Menu',
  'top-navigation.profile-unavailable': 'Your profile could not be loaded.',
  'top-navigation.try-again': 'Try again',
  'top-navigation.loading-profile': 'Loading your profile…',
  'dialog-content.are-you-still': 'Are you still there?',
  'dialog-content.sign-out': 'Sign out',
  'dialog-content.stay-signed-in': 'Stay signed in',
  'dialog-content.your-session-has': 'Your session has expired',
  'dialog-content.you-were-inactive': 'You were inactive for too long. Please sign in again.',
  'top-navigation.manage-my-trips': 'Manage my trips',
  'dialog-content.signed-out-in': 'For your security you will be signed out in {minutes}.',
  'points-price.or': 'or {points}',
} as const
