// Sent first in the page's body, before any bundle: a form that needs its script is not sent until it has
// hydrated (issue 35 item 1, docs/decisions/106; the script itself lives beside the form in app/ui/scripted-form.tsx).
import { ScriptOnce } from '@tanstack/react-router'
import { earlySubmitScript } from '~/ui/scripted-form'

export function EarlySubmits() {
  return <ScriptOnce>{earlySubmitScript}</ScriptOnce>
}
