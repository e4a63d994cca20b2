// The car rental rules dialog's text for one car (loaded after the page, like the dialog itself).
import type { RentalRules } from '@contracts/lxp/car.schema'
import { provideHashDialogBody } from '~/features/hash-dialogs/hash-dialog-content'
import { formatPriceFull } from '~/lib/format/money'
import { carBookingText } from '~/i18n/plain/car-booking'

export function carRulesText(supplier: string, rules: RentalRules, currency: string) {
  const money = (amount: number) => formatPriceFull(amount, { currency })
  return [
    carBookingText('rules-text.main-driver', { supplier, age: rules.minimumDriverAge, youngBelow: rules.youngDriverAgeBelow, youngFee: money(rules.youngDriverFeePerDay.amount) }),
    carBookingText('rules-text.a-deposit-of', { amount: money(rules.deposit.amount) }),
    `${rules.fuelPolicy} ${rules.mileage}`,
    carBookingText('rules-text.one-way', { crossBorder: rules.crossBorder, fee: money(rules.oneWayFee.amount) }),
    carBookingText('rules-text.opening-hours'),
  ]
}

export function provideCarRules(supplier: string, rules: RentalRules, currency: string) {
  return provideHashDialogBody('show_car_rental_rules_modal', carRulesText(supplier, rules, currency))
}
