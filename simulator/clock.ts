// The simulator's idea of today (UTC), replaceable in tests.
let fixedToday: string | undefined

export function today() {
  return fixedToday ?? new Date().toISOString().slice(0, 10)
}

export function setTodayForTests(value: string | undefined) {
  fixedToday = value
}
