// Alert in the five variants of §R2. Errors interrupt (role="alert"), except one a form moves the focus to (a
// checkout's error summary, Find my booking's failure): it is a group read as the focus reaches it, by its title,
// never said a second time as an alert as well (issue 43, docs/decisions/143). Messages and info are notes
// (role="note"), not live regions: a banner on the page as it loads (a promotion, a notice, a booking's
// confirmation) is read where it stands, not said over what the page announces (issue 43). A message shown
// in answer to what the visitor did is heard from a live region already on the page that it appears in
// (a `role="status"` wrapper, as in ../features/travelers/saved-travelers-section.tsx) or by the page's
// announcer.
// Plain elements with the slot recipe's classes (like ./button.tsx, no styled factory on first load).
import { useId, type ReactNode, type Ref } from 'react'
import { cx } from 'styled-system/css'
import { alert } from 'styled-system/recipes/alert'
import { ErrorIcon, InfoIcon } from './icons'

export type AlertVariant = (typeof alert)['variantMap']['variant'][number]

/** Errors are announced at once, unless the focus goes to them (`focusable`); everything else is read in its place. */
export function alertRole(variant: AlertVariant, focusable = false) {
  if (variant !== 'site-error' && variant !== 'block-error') return 'note'
  return focusable ? 'group' : 'alert'
}

/**
 * `tabIndex` -1 and `ref` let a page move the focus to it (a checkout's error summary), `data-arrival-focus` the
 * arrival on a page (a booking's confirmation); a focusable alert is named by its title and described by its text,
 * which are heard as it takes the focus.
 */
export type AlertProps = { variant: AlertVariant; title?: ReactNode; children?: ReactNode; className?: string; tabIndex?: number; ref?: Ref<HTMLDivElement>; 'data-arrival-focus'?: string }

export function Alert({ variant, title, children, className, tabIndex, ref, 'data-arrival-focus': arrivalFocus }: AlertProps) {
  const named = tabIndex !== undefined && Boolean(title)
  const role = alertRole(variant, named)
  const classes = alert({ variant })
  const titleId = useId()
  return (
    <div ref={ref} role={role} tabIndex={tabIndex} aria-labelledby={named ? titleId : undefined} aria-describedby={named && children ? `${titleId}-text` : undefined} data-arrival-focus={arrivalFocus} className={cx(classes.root, className)}>
      <span className={classes.icon}>{role === 'note' ? <InfoIcon /> : <ErrorIcon />}</span>
      <div className={classes.content}>
        {title && (
          <p id={titleId} className={classes.title}>
            {title}
          </p>
        )}
        {children && (
          <div id={named ? `${titleId}-text` : undefined} className={classes.description}>
            {children}
          </div>
        )}
      </div>
    </div>
  )
}
