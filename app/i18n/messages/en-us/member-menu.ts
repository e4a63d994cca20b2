// Texts of a signed-in member's part of the header (app/features/session/member-links.tsx), which loads only for
// members: the greeting, the balance, the menu and its links. Plain messages (../../plain/member-menu.ts).
export const memberMenu = {
  'my-profile.my-profile': 'My Profile',
  'top-navigation.greeting': 'Hello, {firstName}',
  'top-navigation.points.one': '{count} point',
  'top-navigation.points.other': '{count} points',
  'top-navigation.my-trips': 'My Trips',
  'top-navigation.log-out': 'Log out',
  'top-navigation.menu': 'Menu',
  'top-navigation.profile-unavailable': 'Your profile could not be loaded.',
  'top-navigation.try-again': 'Try again',
  'top-navigation.loading-profile': 'Loading your profile…',
  'top-navigation.manage-my-trips': 'Manage my trips',
} as const
