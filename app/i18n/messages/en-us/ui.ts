// Words the design-system components say themselves (app/ui): hidden labels, default button names
// and placeholders. Plain messages, read without the formatter (../../plain/ui.ts).
export const ui = {
  'view-switch.legend': 'View',
  'filter-tags.label': 'Active filters',
  'filter-tags.remove': '(remove filter)',
  'link.new-tab': '(opens in a new tab)',
  'maps.show': 'Show on map',
  'field.required': 'required',
  'select.placeholder': 'Select…',
  'stepper.completed': '(completed)',
  'counter.fewer': 'Fewer {noun}',
  'counter.more': 'More {noun}',
  'date-picker.open': 'Open calendar for {label}',
  'date-picker.close': 'Close calendar for {label}',
  'date-picker.start': '{label}: start',
  'date-picker.end': '{label}: end',
  'dialog.close': 'Close',
  'toast.dismiss': 'Dismiss',
  'carousel.previous': 'Previous slides',
  'carousel.next': 'Next slides',
} as const
