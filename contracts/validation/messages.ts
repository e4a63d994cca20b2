// The generic validation messages (§R5), shared by forms and the server so both say the same.
export const validationMessages = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  minLength: (min: number) => `Enter at least ${min} characters.`,
  maxLength: (max: number) => `Enter at most ${max} characters.`,
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  positive: 'Enter a number above zero.',
  cardNumberCharacters: 'Use only letters, digits, spaces and hyphens.',
  lastNameRequired: 'Enter your last name. If you have only one name, enter it here and leave the first name empty.',
  generalNameCharacters: "Use letters, digits, spaces, apostrophes, hyphens and & \\ / ( ) . , only.",
  cardholderNameCharacters: "Use letters, spaces, apostrophes, hyphens and . ~ ` , only.",
  passengerNameCharacters: 'Use letters, spaces, apostrophes and hyphens only.',
  passportName: "Write the name in Latin letters (A to Z) as printed on the machine-readable lines at the foot of the passport's photo page.",
  emailDomain: 'Enter a valid email address: the part after @ is not a domain name.',
  emailDomainDot: 'Enter the whole email address: the part after @ needs a dot, as in name@example.com.',
} as const
