// Toasts: short confirmations announced politely (bookings saved, link copied).
import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import { css } from 'styled-system/css'

export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12 })

export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(toast) => (
        <Toast.Root key={toast.id} className={css({ bg: 'bg.inverse', color: 'fg.inverse', borderRadius: 'md', boxShadow: 'lg', px: '4', py: '3', minW: '18rem', display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <div>
            <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </div>
          <Toast.CloseTrigger aria-label="Dismiss" className={css({ ml: 'auto', cursor: 'pointer', minW: '8', minH: '8' })}>
            <span aria-hidden="true">×</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
