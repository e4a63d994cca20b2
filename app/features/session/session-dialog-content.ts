// Built-in texts of the inactivity dialogs, used until site content has loaded. Kept apart from the
// dialogs themselves, which load only when needed.
import { sessionDialogsText } from '~/i18n/plain/session-dialogs'
export type SessionDialogContent = { dialogTitle: string; dialogText: string; primaryButtonText: string; secondaryButtonText?: string }

export const defaultSessionDialogs: { sessionIsAboutToExpireDialog: SessionDialogContent; expiredSessionDialog: SessionDialogContent } = {
  sessionIsAboutToExpireDialog: {
    dialogTitle: sessionDialogsText('dialog-content.are-you-still'),
    dialogText: sessionDialogsText('dialog-content.signed-out-in'),
    primaryButtonText: sessionDialogsText('dialog-content.sign-out'),
    secondaryButtonText: sessionDialogsText('dialog-content.stay-signed-in'),
  },
  expiredSessionDialog: {
    dialogTitle: sessionDialogsText('dialog-content.your-session-has'),
    dialogText: sessionDialogsText('dialog-content.you-were-inactive'),
    primaryButtonText: sessionDialogsText('dialog-content.sign-out'),
  },
}

