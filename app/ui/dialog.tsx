// Dialog in the five widths of §R2 (xs 288 … xl 1140 px) on Ark's Dialog: focus is trapped
// inside and returned to the opener, the title names it, Escape and a backdrop click close it
// unless switched off. `DialogParts` are the styled Ark parts for layouts the wrapper does not cover.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes/dialog'
import { CloseIcon } from './icons'
import { uiText } from '~/i18n/plain/ui'

const { withRootProvider, withContext } = createStyleContext(dialog)

const DialogParts = {
  Root: withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Trigger: withContext(ArkDialog.Trigger, 'trigger'),
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
}

export type DialogSize = (typeof dialog)['variantMap']['size'][number]

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Names the dialog for assistive technology; always shown. */
  title: string
  description?: ReactNode
  size?: DialogSize
  /** Full screen below the 750 px breakpoint. */
  fullScreenOnMobile?: boolean
  /** Close on a click outside (default true); blocking dialogs switch it off. */
  closeOnInteractOutside?: boolean
  /** Close on Escape (default true). */
  closeOnEscape?: boolean
  /** Show the × button (default true). */
  showCloseButton?: boolean
  closeLabel?: string
  /** alertdialog for dialogs that interrupt (session expiry, destructive confirmations). */
  role?: 'dialog' | 'alertdialog'
  /** The element to focus on open; by default the first focusable one. */
  initialFocusEl?: () => HTMLElement | null
  /**
   * What the dialog's changes come to (a filter's result count), said politely from inside the dialog:
   * an open modal dialog hides the page's own live regions (issue 43 item 3). Not shown; said when it changes.
   */
  status?: string
  children?: ReactNode
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  fullScreenOnMobile = false,
  closeOnInteractOutside = true,
  closeOnEscape = true,
  showCloseButton = true,
  closeLabel = uiText('dialog.close'),
  role = 'dialog',
  initialFocusEl,
  status,
  children,
}: DialogProps) {
  return (
    <DialogParts.Root
      size={size}
      fullScreenOnMobile={fullScreenOnMobile}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      role={role}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <DialogParts.Backdrop />
        <DialogParts.Positioner>
          <DialogParts.Content>
            <DialogParts.Title>{title}</DialogParts.Title>
            {description && <DialogParts.Description>{description}</DialogParts.Description>}
            {children}
            {status !== undefined && (
              <p role="status" aria-atomic="true" className={css({ srOnly: true })}>
                {status}
              </p>
            )}
            {showCloseButton && (
              <DialogParts.CloseTrigger aria-label={closeLabel}>
                <CloseIcon />
              </DialogParts.CloseTrigger>
            )}
          </DialogParts.Content>
        </DialogParts.Positioner>
      </Portal>
    </DialogParts.Root>
  )
}
