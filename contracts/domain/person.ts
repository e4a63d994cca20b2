// How a person's name reads on screens and in messages, free of zod so any component may use it.

/** The given name (when there is one: a person may have only one name, decision 112) and the family name. */
export function fullName(person: { firstName?: string | null; lastName: string }) {
  return [person.firstName, person.lastName].filter(Boolean).join(' ')
}
