// Built-in texts of the inactivity dialogs, used until site content has loaded. Kept apart from the
// dialogs themselves, which load only when needed.
import { sessionText } from '~/i18n/plain/session'
export type SessionDialogContent = { dialogTitle: string; dialogText: string; primaryButtonText: string; secondaryButtonText?: string }

export const defaultSessionDialogs: { sessionIsAboutToExpireDialog: SessionDialogContent; expiredSessionDialog: SessionDialogContent } = {
  sessionIsAboutToExpireDialog: {
    dialogTitle: sessionText('dialog-content.are-you-still'),
    dialogText: sessionText('dialog-content.signed-out-in'),
    primaryButtonText: sessionText('dialog-content.sign-out'),
    secondaryButtonText: sessionText('dialog-content.stay-signed-in'),
  },
  expiredSessionDialog: {
    dialogTitle: sessionText('dialog-content.your-session-has'),
    dialogText: sessionText('dialog-content.you-were-inactive'),
    primaryButtonText: sessionText('dialog-content.sign-out'),
  },
}

