// Texts of the member's session on every page's first load: the top navigation's own words and a points price (app/features/session).
// What only a signed-in member's menu or the inactivity dialogs say loads with them (./member-menu.ts, ./session-dialogs.ts).
// Plain messages, read without the formatter (../../plain/session.ts).
export const session = {
  'top-navigation.account': 'Account',
  'top-navigation.log-in': 'Sign in',
  'points-price.or': 'or {points}',
} as const
