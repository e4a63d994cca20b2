// Built-in texts of the inactivity dialogs, used until site content has loaded. Kept apart from the
// dialogs themselves, which load only when needed.
export type SessionDialogContent = { dialogTitle: string; dialogText: string; primaryButtonText: string; secondaryButtonText?: string }

export const defaultSessionDialogs: { sessionIsAboutToExpireDialog: SessionDialogContent; expiredSessionDialog: SessionDialogContent } = {
  sessionIsAboutToExpireDialog: {
    dialogTitle: 'Are you still there?',
    dialogText: 'For your security you will be signed out in {minutes}.',
    primaryButtonText: 'Sign out',
    secondaryButtonText: 'Stay signed in',
  },
  expiredSessionDialog: {
    dialogTitle: 'Your session has expired',
    dialogText: 'You were inactive for too long. Please sign in again.',
    primaryButtonText: 'Sign out',
  },
}

