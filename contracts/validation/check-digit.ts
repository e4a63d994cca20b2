// A card number's check digit on its own: the analytics scrubbing in every page's first load masks card-number
// shapes that pass it, and needs none of the networks' rules (issue 40).

/**
 * The check digit every card number ends with (ISO/IEC 7812, the Luhn formula): a mistyped digit or two
 * swapped neighbours fail it, so the traveller hears of the typo before a charge is tried.
 */
export function passesCheckDigit(digits: string) {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return /^\d+$/.test(digits) && sum % 10 === 0
}
