// While a car is in view, the #show_car_rental_rules_modal dialog shows that car's own rental rules;
// the text is built by a module loaded after the page, like the dialog itself.
import { useEffect } from 'react'
import type { RentalRules } from '@contracts/lxp/car.schema'

export function useCarRulesDialog(supplier: string, rules: RentalRules, currency: string) {
  useEffect(() => {
    let undo: (() => void) | undefined
    let left = false
    void import('./car-rules-text').then((module) => {
      if (!left) undo = module.provideCarRules(supplier, rules, currency)
    })
    return () => {
      left = true
      undo?.()
    }
  }, [supplier, rules, currency])
}
