// The car rental rules dialog's text for one car (loaded after the page, like the dialog itself).
import type { RentalRules } from '@contracts/lxp/car.schema'
import { provideHashDialogBody } from '~/features/hash-dialogs/hash-dialog-content'
import { formatPriceFull } from '~/lib/format/money'
import { carBookingText } from '~/i18n/plain/car-booking'

export function carRulesText(supplier: string, rules: RentalRules, currency: string) {
  const money = (amount: number) => formatPriceFull(amount, { currency })
  return [
    `${supplier}: the main driver must be at least ${rules.minimumDriverAge} years old and show a valid driving licence and the card used to book. Drivers under ${rules.youngDriverAgeBelow} pay ${money(rules.youngDriverFeePerDay.amount)} a day.`,
    carBookingText('rules-text.a-deposit-of', { amount: money(rules.deposit.amount) }),
    `${rules.fuelPolicy} ${rules.mileage}`,
    `${rules.crossBorder} Dropping the car off at another location costs ${money(rules.oneWayFee.amount)}.`,
    'Pick-up and drop-off must be within the location’s opening hours.',
  ]
}

export function provideCarRules(supplier: string, rules: RentalRules, currency: string) {
  return provideHashDialogBody('show_car_rental_rules_modal', carRulesText(supplier, rules, currency))
}
