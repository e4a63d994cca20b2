// The generic validation messages (SPEC.md §5), shared by forms and the server so both say the same.
export const validationMessages = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  minLength: (min: number) => `Enter at least ${min} characters.`,
  maxLength: (max: number) => `Enter at most ${max} characters.`,
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  positive: 'Enter a number above zero.',
  cardNumberCharacters: 'Use only letters, digits, spaces and hyphens.',
} as const
