// The country list for a form, loaded once the page is interactive: 249 names are about 1 KB
// compressed that the first load of checkout cannot spare, and nobody picks a country before then.
// Until it arrives the list holds the default country (what the field starts with) and the chosen one.
import { useEffect, useState } from 'react'
import { defaultCountry } from '~/lib/format/defaults'
import type { SelectOption } from './select-option'

const placeholder: readonly SelectOption[] = [{ value: defaultCountry, title: 'United States' }]

export function useCountryOptions(): readonly SelectOption[] {
  const [options, setOptions] = useState(placeholder)
  useEffect(() => {
    let current = true
    void import('./country-options').then((module) => {
      if (current) setOptions(module.countryOptions())
    })
    return () => {
      current = false
    }
  }, [])
  return options
}
