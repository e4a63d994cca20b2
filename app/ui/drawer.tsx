// Drawer: the 300 px side sheet of §R2 (mobile menu), on Ark's Dialog so focus is trapped
// and returned like any dialog.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { drawer } from 'styled-system/recipes/drawer'
import { CloseIcon } from './icons'
import { uiText } from '~/i18n/plain/ui'

const { withRootProvider, withContext } = createStyleContext(drawer)

const DrawerParts = {
  Root: withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Trigger: withContext(ArkDialog.Trigger, 'trigger'),
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Header: withContext(ark.div, 'header'),
  Body: withContext(ark.div, 'body'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
}

export type DrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The edge it slides in from: start (left in left-to-right) or end. */
  side?: 'start' | 'end'
  closeOnInteractOutside?: boolean
  closeOnEscape?: boolean
  closeLabel?: string
  /** Where focus returns on close when the drawer was opened by something other than its own trigger. */
  finalFocusEl?: () => HTMLElement | null
  children?: ReactNode
}

export function Drawer({ open, onOpenChange, title, side = 'start', closeOnInteractOutside = true, closeOnEscape = true, closeLabel = uiText('dialog.close'), finalFocusEl, children }: DrawerProps) {
  return (
    <DrawerParts.Root
      side={side}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <DrawerParts.Backdrop />
        <DrawerParts.Positioner>
          <DrawerParts.Content>
            <DrawerParts.Header>
              <DrawerParts.Title>{title}</DrawerParts.Title>
              <DrawerParts.CloseTrigger aria-label={closeLabel}>
                <CloseIcon />
              </DrawerParts.CloseTrigger>
            </DrawerParts.Header>
            <DrawerParts.Body>{children}</DrawerParts.Body>
          </DrawerParts.Content>
        </DrawerParts.Positioner>
      </Portal>
    </DrawerParts.Root>
  )
}
