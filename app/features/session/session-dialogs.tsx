// The inactivity dialogs (§R3, §R4): neither closes by backdrop or Escape; texts come from site content.
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { sessionInactivity } from '@contracts/site/session-inactivity'
import { formatClock } from '~/lib/format/stay-date'
import { css } from 'styled-system/css'
import type { InactivityPhase } from './inactivity'
import type { defaultSessionDialogs } from './session-dialog-content'
import { sessionDialogsText } from '~/i18n/plain/session-dialogs'

/**
 * The about-to-expire text's minutes placeholder becomes the warning's length in bold ("2 minutes", from
 * the session-inactivity constants) and the clock time it ends, which stays true however long the text
 * is read (issue 43: the "2 minutes" did not count down).
 */
export function withMinutes(text: string, endsAt: number): ReactNode {
  const minutes = sessionDialogsText.plural('dialogs.minutes', Math.round(sessionInactivity.warningMs / 60_000))
  // The wall-clock time in the traveller's own zone, through the format layer.
  const ends = new Date(endsAt)
  const time = formatClock(`${String(ends.getHours()).padStart(2, '0')}:${String(ends.getMinutes()).padStart(2, '0')}`)
  const parts = text.split(/\{minutes\}/)
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          <strong>{minutes}</strong>
          {sessionDialogsText('dialogs.ends-at', { time })}
        </>
      )}
    </Fragment>
  ))
}

/** The warning's text, its end taken when it opens (the dialog's content mounts with each phase). */
function WarningText({ text }: { text: string }) {
  const [endsAt] = useState(() => Date.now() + sessionInactivity.warningMs)
  return withMinutes(text, endsAt)
}

const button = css({ px: '4', py: '2', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', borderWidth: '1px' })
const primary = css({ bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default', _hover: { bg: 'accent.emphasized' } })
const secondary = css({ bg: 'bg.canvas', color: 'fg.default', borderColor: 'border.strong' })

export function SessionDialogs({
  phase,
  content,
  onSignOut,
  onExtend,
}: {
  phase: InactivityPhase
  content: typeof defaultSessionDialogs
  onSignOut: () => void
  onExtend: () => void
}) {
  const expired = phase === 'expired'
  const text = expired ? content.expiredSessionDialog : content.sessionIsAboutToExpireDialog
  // "Stay signed in" leaves with the warning: the focus it may hold goes to the button that remains.
  const primaryButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (expired) primaryButton.current?.focus()
  }, [expired])
  return (
    <Dialog.Root open={phase !== 'active'} role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(0, 0, 0, 0.5)', zIndex: 'overlay' })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 'modal', p: '4' })}>
          <Dialog.Content className={css({ bg: 'bg.canvas', color: 'fg.default', borderRadius: 'lg', p: '6', w: 'full', maxW: '442px', boxShadow: 'lg' })}>
            {/* The expired text replaces the warning in the same open dialog: as a new alert it is heard (issue 43 item 14). */}
            <div key={phase} role={expired ? 'alert' : undefined}>
              <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{text.dialogTitle}</Dialog.Title>
              <Dialog.Description className={css({ mb: '6' })}>{expired ? text.dialogText : <WarningText text={text.dialogText} />}</Dialog.Description>
            </div>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              {!expired && text.secondaryButtonText && (
                <button type="button" className={`${button} ${secondary}`} onClick={onExtend}>
                  {text.secondaryButtonText}
                </button>
              )}
              <button ref={primaryButton} type="button" className={`${button} ${primary}`} onClick={onSignOut}>
                {text.primaryButtonText}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
