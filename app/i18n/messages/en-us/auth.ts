// Sign-in, sign-out and session texts.
export const auth = {
  'sign-in.title': 'Sign in to your rewards account',
  'sign-in.description': 'Use your rewards-club member details to see your points and trips.',
  'sign-out.confirmation': 'You have signed out.',
  'session.expiring.title': 'Are you still there?',
  'session.expiring.description':
    'For your security, we will sign you out in {seconds, plural, one {# second} other {# seconds}} unless you choose to stay signed in.',
  'session.expiring.stay': 'Stay signed in',
  'session.ended.title': 'Your session has ended',
  'session.ended.description': 'Please sign in again to continue.',
} as const
