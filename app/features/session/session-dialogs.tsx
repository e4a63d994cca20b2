// The inactivity dialogs (SPEC.md §3, §4): neither closes by backdrop or Escape; texts come from site content.
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Fragment, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { InactivityPhase } from './inactivity'
import type { defaultSessionDialogs } from './session-dialog-content'
import { sessionText } from '~/i18n/plain/session'

/** The about-to-expire text's minutes placeholder becomes "2 minutes" in bold. */
export function withMinutes(text: string): ReactNode {
  const parts = text.split(/\{minutes\}/)
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <strong>{sessionText('dialogs.2-minutes')}</strong>}
    </Fragment>
  ))
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
  return (
    <Dialog.Root open={phase !== 'active'} role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(0, 0, 0, 0.5)', zIndex: 'overlay' })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 'modal', p: '4' })}>
          <Dialog.Content className={css({ bg: 'bg.canvas', color: 'fg.default', borderRadius: 'lg', p: '6', w: 'full', maxW: '442px', boxShadow: 'lg' })}>
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{text.dialogTitle}</Dialog.Title>
            <Dialog.Description className={css({ mb: '6' })}>{expired ? text.dialogText : withMinutes(text.dialogText)}</Dialog.Description>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              {!expired && text.secondaryButtonText && (
                <button type="button" className={`${button} ${secondary}`} onClick={onExtend}>
                  {text.secondaryButtonText}
                </button>
              )}
              <button type="button" className={`${button} ${primary}`} onClick={onSignOut}>
                {text.primaryButtonText}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
