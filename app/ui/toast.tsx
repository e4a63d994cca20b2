// Toasts: short confirmations (copied, saved) in a polite live region. Call
// `toaster.create({ title, description, type })` anywhere; render <Toaster /> once in the shell.
import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import { createStyleContext } from 'styled-system/jsx'
import { toast } from 'styled-system/recipes/toast'
import { CloseIcon } from './icons'
import { uiText } from '~/i18n/plain/ui'

const { withProvider, withContext } = createStyleContext(toast)

export const ToastParts = {
  Root: withProvider(ArkToast.Root, 'root'),
  Title: withContext(ArkToast.Title, 'title'),
  Description: withContext(ArkToast.Description, 'description'),
  ActionTrigger: withContext(ArkToast.ActionTrigger, 'actionTrigger'),
  CloseTrigger: withContext(ArkToast.CloseTrigger, 'closeTrigger'),
}

export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 3 })

export function Toaster({ closeLabel = uiText('toast.dismiss') }: { closeLabel?: string }) {
  return (
    <ArkToaster toaster={toaster}>
      {(item) => (
        <ToastParts.Root key={item.id}>
          <div>
            {item.title && <ToastParts.Title>{item.title}</ToastParts.Title>}
            {item.description && <ToastParts.Description>{item.description}</ToastParts.Description>}
            {item.action && <ToastParts.ActionTrigger>{item.action.label}</ToastParts.ActionTrigger>}
          </div>
          <ToastParts.CloseTrigger aria-label={closeLabel}>
            <CloseIcon size={16} />
          </ToastParts.CloseTrigger>
        </ToastParts.Root>
      )}
    </ArkToaster>
  )
}
