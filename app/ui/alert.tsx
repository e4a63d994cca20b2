// Alert in the five variants of §R2. Errors interrupt (role="alert"); messages and info
// are polite (role="status").
// Plain elements with the slot recipe's classes (like ./button.tsx, no styled factory on first load).
import type { ReactNode, Ref } from 'react'
import { cx } from 'styled-system/css'
import { alert } from 'styled-system/recipes/alert'
import { ErrorIcon, InfoIcon } from './icons'

export type AlertVariant = (typeof alert)['variantMap']['variant'][number]

/** Errors are announced at once; everything else waits for a pause. */
export function alertRole(variant: AlertVariant) {
  return variant === 'site-error' || variant === 'block-error' ? 'alert' : 'status'
}

/** `tabIndex` -1 and `ref` let a page move the focus to it (a checkout's error summary). */
export type AlertProps = { variant: AlertVariant; title?: ReactNode; children?: ReactNode; className?: string; tabIndex?: number; ref?: Ref<HTMLDivElement> }

export function Alert({ variant, title, children, className, tabIndex, ref }: AlertProps) {
  const role = alertRole(variant)
  const classes = alert({ variant })
  return (
    <div ref={ref} role={role} tabIndex={tabIndex} className={cx(classes.root, className)}>
      <span className={classes.icon}>{role === 'alert' ? <ErrorIcon /> : <InfoIcon />}</span>
      <div className={classes.content}>
        {title && <p className={classes.title}>{title}</p>}
        {children && <div className={classes.description}>{children}</div>}
      </div>
    </div>
  )
}
