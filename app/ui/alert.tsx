// Alert in the five variants of SPEC.md §2. Errors interrupt (role="alert"); messages and info
// are polite (role="status").
import { ark } from '@ark-ui/react/factory'
import type { ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { alert } from 'styled-system/recipes/alert'
import { ErrorIcon, InfoIcon } from './icons'

const { withProvider, withContext } = createStyleContext(alert)

export const AlertParts = {
  Root: withProvider(ark.div, 'root'),
  Icon: withContext(ark.span, 'icon'),
  Content: withContext(ark.div, 'content'),
  Title: withContext(ark.p, 'title'),
  Description: withContext(ark.div, 'description'),
}

export type AlertVariant = (typeof alert)['variantMap']['variant'][number]

/** Errors are announced at once; everything else waits for a pause. */
export function alertRole(variant: AlertVariant) {
  return variant === 'site-error' || variant === 'block-error' ? 'alert' : 'status'
}

export type AlertProps = { variant: AlertVariant; title?: ReactNode; children?: ReactNode; className?: string }

export function Alert({ variant, title, children, className }: AlertProps) {
  const role = alertRole(variant)
  return (
    <AlertParts.Root variant={variant} role={role} className={className}>
      <AlertParts.Icon>{role === 'alert' ? <ErrorIcon /> : <InfoIcon />}</AlertParts.Icon>
      <AlertParts.Content>
        {title && <AlertParts.Title>{title}</AlertParts.Title>}
        {children && <AlertParts.Description>{children}</AlertParts.Description>}
      </AlertParts.Content>
    </AlertParts.Root>
  )
}
