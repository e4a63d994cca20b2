// What a calendar is to a screen reader (issue 43): Ark's is role "application", in which a screen reader stops
// reading it as a page; it is a dialog holding the month's grid, whose days are named buttons, and the button
// that opens it says so, as Ark's does and as the server-rendered button it replaces (./date-range-field.tsx).
// Apart from ./date-picker.tsx, so the field's first load does not bring Ark's date picker.
export const calendarPopup = { role: 'dialog', trigger: { 'aria-haspopup': 'dialog' } } as const
