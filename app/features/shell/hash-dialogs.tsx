// Dialogs opened by the address hash from any page (SPEC.md §2): #show_terms_conditions_modal and
// #show_car_rental_rules_modal. Closing removes the hash and returns focus to the page.
import { css } from 'styled-system/css'
import { Dialog } from '~/ui/dialog'
import { providedHashDialogBody } from './hash-dialog-content'
import type { hashDialogNames } from './hash-dialog-listener'
import { shellText } from '~/i18n/plain/shell'

export const hashDialogs = {
  show_terms_conditions_modal: {
    title: shellText('hash-dialogs.terms-and-conditions'),
    body: [
      shellText('hash-dialogs.bookings-are-made-with-the'),
      'Prices shown include taxes and fees known at the time of booking; some properties charge local fees at check-in.',
      shellText('hash-dialogs.points-used-for-a-booking'),
    ],
  },
  show_car_rental_rules_modal: {
    title: shellText('hash-dialogs.car-rental-rules'),
    body: [
      'The main driver must be at least 21 years old (25 for vans and luxury cars; drivers under 25 pay a young-driver fee) and show a valid driving licence and the card used to book.',
      'Pick-up and drop-off must be within the location’s opening hours.',
      'Fuel, tolls and fines during the rental are the renter’s responsibility unless your plan says otherwise.',
    ],
  },
} as const satisfies Record<(typeof hashDialogNames)[number], { title: string; body: readonly string[] }>
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
