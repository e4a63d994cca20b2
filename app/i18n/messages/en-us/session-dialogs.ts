// Texts of the inactivity dialogs (app/features/session/session-dialogs.tsx, session-dialog-content.ts), which load
// only in a member's session. Plain messages (../../plain/session-dialogs.ts).
export const sessionDialogs = {
  'dialogs.minutes.one': '{count} minute',
  'dialogs.minutes.other': '{count} minutes',
  'dialogs.ends-at': ' (at {time})',
  'dialog-content.are-you-still': 'Are you still there?',
  'dialog-content.sign-out': 'Sign out',
  'dialog-content.stay-signed-in': 'Stay signed in',
  'dialog-content.your-session-has': 'Your session has expired',
  'dialog-content.you-were-inactive': 'You were inactive for too long. Please sign in again.',
  'dialog-content.signed-out-in': 'For your security you will be signed out in {minutes}.',
} as const
