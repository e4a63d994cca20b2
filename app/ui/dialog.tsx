// Dialog in the five widths of SPEC.md §2 (xs 288 … xl 1140), on Ark's Dialog: focus is trapped
// and returned, the title names it. Backdrop and Escape closing can be switched off.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { sva } from 'styled-system/css'

export const dialogRecipe = sva({
  slots: ['backdrop', 'positioner', 'content', 'title', 'description', 'close'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'rgba(0, 23, 90, 0.45)', zIndex: 'overlay' },
    positioner: { position: 'fixed', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 'modal', p: '4' },
    content: { bg: 'bg.canvas', borderRadius: 'lg', boxShadow: 'xl', p: '6', w: 'full', maxH: '90vh', overflowY: 'auto', position: 'relative' },
    title: { fontSize: 'xl', fontWeight: 'bold', mb: '2', pr: '10' },
    description: { color: 'fg.muted', mb: '4' },
    close: { position: 'absolute', top: '3', right: '3', minW: '10', minH: '10', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'bg.subtle' } },
  },
  variants: {
    size: {
      xs: { content: { maxW: 'dialog.xs' } },
      sm: { content: { maxW: 'dialog.sm' } },
      md: { content: { maxW: 'dialog.md' } },
      lg: { content: { maxW: 'dialog.lg' } },
      xl: { content: { maxW: 'dialog.xl' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  size?: DialogSize
  /** Close on backdrop click and Escape (default); session dialogs switch this off. */
  dismissible?: boolean
  /** Whether to show the × close button. */
  showClose?: boolean
  children?: ReactNode
}

export function Dialog({ open, onOpenChange, title, description, size = 'md', dismissible = true, showClose = true, children }: DialogProps) {
  const classes = dialogRecipe({ size })
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} closeOnInteractOutside={dismissible} closeOnEscape={dismissible} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content}>
            <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
            {description && <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>}
            {children}
            {showClose && (
              <ArkDialog.CloseTrigger className={classes.close} aria-label="Close">
                <span aria-hidden="true">×</span>
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
