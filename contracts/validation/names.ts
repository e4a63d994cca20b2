// People's names as they have them (issue 37 items 7-9, docs/decisions/112): letters and marks of any
// script, normalised to NFC, typographic apostrophes and hyphens, one name where a person has only one,
// one length limit on every name field, and for air travel a name a passport's machine-readable zone
// can hold (ICAO 9303 Part 3 transliteration).
import { z } from 'zod'
import { nameMaxLength } from './limits'
import { validationMessages } from './messages'

/** Letters and combining marks of every script, the space, and the apostrophes and hyphens people type (' ’ ʼ - ‐ –). */
const nameCore = "\\p{L}\\p{M} '’ʼ\\-‐–"

/**
 * A name field; without `required` it may be left empty. A given (first) name may: a person with one
 * name enters it as the last (family) name, which is what a passport's machine-readable zone does with
 * it (the primary identifier) and what a supplier that needs two names receives (decision 112).
 */
const namePattern = (extra: string) => new RegExp(`^[${nameCore}${extra}]*$`, 'u')

function nameSchema(extra: string, charactersMessage: string, required?: string) {
  const pattern = namePattern(extra)
  const text = z.string().trim().normalize('NFC')
  return (required ? text.min(1, required) : text).max(nameMaxLength, validationMessages.maxLength(nameMaxLength)).regex(pattern, charactersMessage)
}

/** Cardholder names: a person's name, and the period, tilde, backtick and comma of §R5. */
export const CardholderNameSchema = nameSchema('.~`,', validationMessages.cardholderNameCharacters, validationMessages.required)
export const CardholderLastNameSchema = nameSchema('.~`,', validationMessages.cardholderNameCharacters, validationMessages.lastNameRequired)
export const CardholderFirstNameSchema = nameSchema('.~`,', validationMessages.cardholderNameCharacters)

/** The traveller's name (§R5's general name rule): a person's name, and digits and & \ / ( ) . , */
export const GeneralNameSchema = nameSchema('\\d&\\\\/().,', validationMessages.generalNameCharacters, validationMessages.required)
export const GeneralLastNameSchema = nameSchema('\\d&\\\\/().,', validationMessages.generalNameCharacters, validationMessages.lastNameRequired)
export const GeneralFirstNameSchema = nameSchema('\\d&\\\\/().,', validationMessages.generalNameCharacters)

/**
 * ICAO 9303 Part 3 §R6 transliteration of the Latin letters a decomposition does not reduce to A-Z
 * (Table A; the German umlauts take their two-letter form), and of Cyrillic (Table B).
 */
const latinSpecial: Record<string, string> = {
  Ä: 'AE', Æ: 'AE', Å: 'AA', Ö: 'OE', Ø: 'OE', Œ: 'OE', Ü: 'UE', ß: 'SS', ẞ: 'SS', Þ: 'TH', Ð: 'D', Đ: 'D', Ħ: 'H', Ĳ: 'IJ', Ł: 'L', Ŀ: 'L', Ŋ: 'N', Ŧ: 'T', ı: 'I', ĸ: 'K',
}
const cyrillic: Record<string, string> = {
  А: 'A', Б: 'B', В: 'V', Г: 'G', Ґ: 'G', Д: 'D', Ђ: 'D', Ѓ: 'G', Е: 'E', Ё: 'E', Є: 'IE', Ж: 'ZH', З: 'Z', Ѕ: 'DZ', И: 'I', І: 'I', Ї: 'I', Й: 'I', Ј: 'J', К: 'K', Ќ: 'K',
  Л: 'L', Љ: 'LJ', М: 'M', Н: 'N', Њ: 'NJ', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', Ћ: 'C', У: 'U', Ў: 'U', Ф: 'F', Х: 'KH', Ц: 'TS', Ч: 'CH', Џ: 'DZ', Ш: 'SH', Щ: 'SHCH',
  Ъ: 'IE', Ы: 'Y', Ь: '', Э: 'E', Ю: 'IU', Я: 'IA',
}

/**
 * The name as a passport's machine-readable zone writes it (A-Z, fillers `<` between parts), or
 * undefined when it holds letters no ICAO 9303 rule turns into A-Z (Arabic, Thai, Devanagari, CJK,
 * Greek…): such a name must be typed as the passport prints it on that line.
 */
export function machineReadableName(name: string): string | undefined {
  const upper = name.normalize('NFC').toLocaleUpperCase('en')
  const mapped = Array.from(upper, (character) => latinSpecial[character] ?? latinSpecial[character.toLowerCase()] ?? cyrillic[character] ?? character).join('')
  const written = mapped
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’ʼ]/g, '')
    .replace(/[\s\-‐–]+/g, '<')
  return /^[A-Z<]*$/.test(written) ? written : undefined
}

/** Flight passenger names (§R5): a person's name, and writable in a passport's machine-readable zone. */
function passengerName(required?: string) {
  // Said once per field: a name with characters no name has gets only that message.
  const isName = namePattern('')
  return nameSchema('', validationMessages.passengerNameCharacters, required).refine((name) => !isName.test(name) || machineReadableName(name) !== undefined, validationMessages.passportName)
}
export const PassengerNameSchema = passengerName(validationMessages.required)
export const PassengerLastNameSchema = passengerName(validationMessages.lastNameRequired)
export const PassengerFirstNameSchema = passengerName()
