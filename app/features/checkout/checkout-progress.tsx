// Step progress on every checkout (§R2 "step progress indicator", checkout sections and car
// rental steps): the checkout is one page, so a step is a group of its sections, and the traveller is
// on the first step whose required fields are not all filled in yet; once they are, on "Review and
// book". Read from the form itself, so each line's sections count without the line saying so.
import { useEffect, useState, type RefObject } from 'react'
import { css } from 'styled-system/css'
import { checkoutPartsText } from '~/i18n/plain/checkout-parts'
import { Stepper } from '~/ui/stepper'

export const checkoutProgressSteps = ['travellers', 'payment', 'review'] as const
export type CheckoutProgressStep = (typeof checkoutProgressSteps)[number]

/**
 * The step of each section, by the id of its heading (as analytics names them). Reviews of the order
 * stand above the steps and belong to none.
 */
export const sectionProgressSteps: Record<string, CheckoutProgressStep> = {
  traveler: 'travellers',
  passengers: 'travellers',
  seats: 'travellers',
  'tour-details': 'travellers',
  payment: 'payment',
  'trip-protection': 'payment',
  terms: 'review',
}

const stepLabels = {
  travellers: 'progress.travellers',
  payment: 'progress.payment',
  review: 'progress.review',
} as const satisfies Record<CheckoutProgressStep, string>

/** The index of the current step: the first one with a section still missing something, else the last. */
export function currentProgressStep(steps: readonly CheckoutProgressStep[], sections: readonly { step: CheckoutProgressStep; complete: boolean }[]): number {
  const unfinished = steps.findIndex((step, index) => index < steps.length - 1 && sections.some((section) => section.step === step && !section.complete))
  return unfinished === -1 ? steps.length - 1 : unfinished
}

/** A section is complete when each of its required controls holds a valid value (the browser's own check of required, email and length). */
function sectionsOf(form: HTMLFormElement) {
  return Array.from(form.querySelectorAll<HTMLElement>('section[aria-labelledby]')).flatMap((section) => {
    const step = sectionProgressSteps[section.getAttribute('aria-labelledby') ?? '']
    if (!step) return []
    const controls = Array.from(section.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[required], select[required], textarea[required]'))
    return [{ step, complete: controls.every((control) => control.disabled || control.validity.valid) }]
  })
}

const progressClass = css({ mb: '6' })

/** The steps above the checkout form; `steps` leaves out those a checkout does not have (a change with nothing to pay). */
export function CheckoutProgress({ formRef, steps = checkoutProgressSteps }: { formRef: RefObject<HTMLFormElement | null>; steps?: readonly CheckoutProgressStep[] }) {
  const [current, setCurrent] = useState(0)
  // After every render of the page (a value typed, restored or prefilled re-renders it) and on any input.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const update = () => setCurrent(currentProgressStep(steps, sectionsOf(form)))
    update()
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    return () => {
      form.removeEventListener('input', update)
      form.removeEventListener('change', update)
    }
  })
  if (steps.length < 2) return null
  return <Stepper label={checkoutPartsText('progress.label')} steps={steps.map((step) => checkoutPartsText(stepLabels[step]))} current={current} className={progressClass} />
}
