// A form that works only through its script (a checkout, Find my booking, sign-in, the profile's forms)
// and so must never fall back to the browser's own submission, a GET that writes the card, the CVV and
// the email into the address (issue 35 item 1, docs/decisions/106). Without script it posts to the
// page that says so, which never reads the body; with script not yet hydrated, the page's early
// script (`earlySubmitScript`, app/features/site-frame/early-submits.tsx) holds the submit and says beside the button to press again;
// once the form is ready, the same line says so.
import { useHydrated, useLocation } from '@tanstack/react-router'
import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react'
import { css } from 'styled-system/css'
import { uiText } from '~/i18n/plain/ui'

/** The page a form without its script posts to (app/routes/needs-javascript.tsx). */
export const needsJavaScriptPath = '/needs-javascript'


const waitClass = css({ fontWeight: 'medium', color: 'fg.default', _empty: { srOnly: true } })
const noScriptClass = css({ fontWeight: 'medium', color: 'danger.default' })

export function ScriptedForm({ children, onSubmit, ...props }: Omit<ComponentProps<'form'>, 'method' | 'action'>) {
  const hydrated = useHydrated()
  const here = useLocation({ select: (location) => location.href })
  // A press the early script held said "press again in a moment": once the form is ready, the same line says it is,
  // until the next press (the stranger's pass: the line went away with nothing in its place, and the press seemed sent).
  const wait = useRef<HTMLParagraphElement>(null)
  const [pressedEarly, setPressedEarly] = useState(false)
  useLayoutEffect(() => {
    if (wait.current?.textContent) setPressedEarly(true)
  }, [])
  return (
    <form {...props} method="post"
      onSubmit={(event) => {
        setPressedEarly(false)
        onSubmit?.(event)
      }}
      action={`${import.meta.env.BASE_URL}${needsJavaScriptPath.slice(1)}?${new URLSearchParams({ from: here })}`}
      data-needs-script=""
      data-script-ready={hydrated ? '' : undefined}
    >
      <noscript>
        <p className={noScriptClass}>{uiText('scripted-form.no-script')}</p>
      </noscript>
      {children}
      {/* Filled by the early script only before hydration (React renders it empty); one status line throughout, so its change is heard. */}
      {hydrated ? (
        <p role="status" className={waitClass}>
          {pressedEarly ? uiText('scripted-form.ready') : ''}
        </p>
      ) : (
        <p ref={wait} role="status" data-script-wait={uiText('scripted-form.wait')} className={waitClass} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      )}
    </form>
  )
}
