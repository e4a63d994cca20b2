// Dialogs opened by the address hash from any page (§R2): #show_terms_conditions_modal and
// #show_car_rental_rules_modal. Closing removes the hash and returns focus to the page.
import { css } from 'styled-system/css'
import { Dialog } from '~/ui/dialog'
import { providedHashDialogBody } from './hash-dialog-content'
import { dialogsText } from '~/i18n/plain/dialogs'

export const hashDialogs = {
  show_terms_conditions_modal: {
    title: dialogsText('terms-and-conditions'),
    body: [
      dialogsText('bookings-are-made-with-the'),
      dialogsText('prices-shown'),
      dialogsText('points-used-for-a-booking'),
    ],
  },
  show_car_rental_rules_modal: {
    title: dialogsText('car-rental-rules'),
    body: [
      dialogsText('main-driver'),
      dialogsText('opening-hours'),
      dialogsText('fuel-tolls'),
    ],
  },
} as const satisfies Record<string, { title: string; body: readonly string[] }>
export type HashDialogName = keyof typeof hashDialogs

export function HashDialog({ name, onClose }: { name: HashDialogName; onClose: () => void }) {
  const content = hashDialogs[name]
  const body = providedHashDialogBody(name) ?? content.body
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={content.title} size="md">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  )
}
