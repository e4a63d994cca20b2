// Alerts in the five variants of SPEC.md §2. Errors interrupt (role="alert"); the others are polite.
import type { ReactNode } from 'react'
import { cva } from 'styled-system/css'

export type AlertVariant = 'site-error' | 'site-message' | 'block-info' | 'block-error' | 'page-info'

const alertRecipe = cva({
  base: { display: 'flex', gap: '3', alignItems: 'flex-start', px: '4', py: '3', borderLeftWidth: '4px' },
  variants: {
    variant: {
      'site-error': { bg: 'danger.subtle', borderColor: 'danger.default', color: 'fg.default', justifyContent: 'center' },
      'site-message': { bg: 'info.subtle', borderColor: 'info.default', color: 'fg.default', justifyContent: 'center' },
      'block-info': { bg: 'info.subtle', borderColor: 'info.default', borderRadius: 'md' },
      'block-error': { bg: 'danger.subtle', borderColor: 'danger.default', borderRadius: 'md' },
      'page-info': { bg: 'bg.subtle', borderColor: 'border.strong', borderRadius: 'md' },
    },
  },
})

export function Alert({ variant, title, children }: { variant: AlertVariant; title?: string; children?: ReactNode }) {
  const error = variant === 'site-error' || variant === 'block-error'
  return (
    <div role={error ? 'alert' : 'status'} className={alertRecipe({ variant })}>
      <div>
        {title && <p style={{ fontWeight: 600 }}>{title}</p>}
        {children}
      </div>
    </div>
  )
}
