// A side sheet (the 300 px mobile drawer of SPEC.md §2), on Ark's Dialog so focus is handled.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export function Drawer({ open, onOpenChange, title, side = 'left', children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; side?: 'left' | 'right'; children?: ReactNode }) {
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(0, 23, 90, 0.45)', zIndex: 'overlay' })} />
        <ArkDialog.Positioner className={css({ position: 'fixed', top: '0', bottom: '0', zIndex: 'modal' })} style={{ [side]: 0 }}>
          <ArkDialog.Content className={css({ h: 'full', w: 'mobileDrawer', maxW: '100vw', bg: 'bg.canvas', boxShadow: 'xl', p: '4', overflowY: 'auto' })}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '4' })}>
              <ArkDialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger aria-label="Close" className={css({ minW: '10', minH: '10', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}>
                <span aria-hidden="true">×</span>
              </ArkDialog.CloseTrigger>
            </div>
            {children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
