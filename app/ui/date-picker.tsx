// Date picker on Ark (keyboard calendar grid): single dates or a range, limited to 1900-01-01 …
// 2099-12-31 by default (SPEC.md §5), values as YYYY-MM-DD.
import { DatePicker as ArkDatePicker, parseDate } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { sva } from 'styled-system/css'
import { datePickerRange } from '@contracts/validation/limits'

const datePickerRecipe = sva({
  slots: ['root', 'label', 'control', 'input', 'trigger', 'content', 'header', 'nav', 'cell', 'day'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium' },
    control: { display: 'flex', gap: '2', alignItems: 'center' },
    input: { borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', minH: '11', w: '9rem' },
    trigger: { minW: '11', minH: '11', borderRadius: 'md', borderWidth: '1px', borderColor: 'accent.default', cursor: 'pointer' },
    content: { bg: 'bg.canvas', borderRadius: 'lg', boxShadow: 'lg', p: '4', zIndex: 'popover' },
    header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '2', gap: '2' },
    nav: { minW: '10', minH: '10', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'bg.subtle' } },
    cell: { p: '0.5' },
    day: {
      w: '10',
      h: '10',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { bg: 'accent.subtle' },
      '&[data-in-range]': { bg: 'accent.subtle' },
      _selected: { bg: 'accent.default', color: 'accent.fg' },
      _disabled: { color: 'fg.muted', opacity: 0.5, cursor: 'not-allowed' },
      '&[data-outside-range]': { visibility: 'hidden' },
    },
  },
})

type DatePickerProps = {
  label: string
  value: string[]
  onValueChange: (value: string[]) => void
  selectionMode?: 'single' | 'range'
  min?: string
  max?: string
}

export function DatePicker({ label, value, onValueChange, selectionMode = 'single', min = datePickerRange.min, max = datePickerRange.max }: DatePickerProps) {
  const classes = datePickerRecipe()
  return (
    <ArkDatePicker.Root
      selectionMode={selectionMode}
      value={value.map((date) => parseDate(date))}
      onValueChange={(details) => onValueChange(details.value.map((date) => date.toString()))}
      min={parseDate(min)}
      max={parseDate(max)}
      locale="en-US"
      className={classes.root}
    >
      <ArkDatePicker.Label className={classes.label}>{label}</ArkDatePicker.Label>
      <ArkDatePicker.Control className={classes.control}>
        <ArkDatePicker.Input index={0} className={classes.input} aria-label={selectionMode === 'range' ? `${label}: start` : label} />
        {selectionMode === 'range' && <ArkDatePicker.Input index={1} className={classes.input} aria-label={`${label}: end`} />}
        <ArkDatePicker.Trigger className={classes.trigger} aria-label={`Open calendar for ${label}`}>
          <span aria-hidden="true">📅</span>
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <Portal>
        <ArkDatePicker.Positioner>
          <ArkDatePicker.Content className={classes.content}>
            <ArkDatePicker.View view="day">
              <ArkDatePicker.Context>
                {(picker) => (
                  <>
                    <ArkDatePicker.ViewControl className={classes.header}>
                      <ArkDatePicker.PrevTrigger className={classes.nav} aria-label="Previous month">
                        ‹
                      </ArkDatePicker.PrevTrigger>
                      <ArkDatePicker.RangeText />
                      <ArkDatePicker.NextTrigger className={classes.nav} aria-label="Next month">
                        ›
                      </ArkDatePicker.NextTrigger>
                    </ArkDatePicker.ViewControl>
                    <ArkDatePicker.Table>
                      <ArkDatePicker.TableHead>
                        <ArkDatePicker.TableRow>
                          {picker.weekDays.map((weekDay, index) => (
                            <ArkDatePicker.TableHeader key={index} abbr={weekDay.long}>
                              {weekDay.narrow}
                            </ArkDatePicker.TableHeader>
                          ))}
                        </ArkDatePicker.TableRow>
                      </ArkDatePicker.TableHead>
                      <ArkDatePicker.TableBody>
                        {picker.weeks.map((week, weekIndex) => (
                          <ArkDatePicker.TableRow key={weekIndex}>
                            {week.map((day, dayIndex) => (
                              <ArkDatePicker.TableCell key={dayIndex} value={day} className={classes.cell}>
                                <ArkDatePicker.TableCellTrigger className={classes.day}>{day.day}</ArkDatePicker.TableCellTrigger>
                              </ArkDatePicker.TableCell>
                            ))}
                          </ArkDatePicker.TableRow>
                        ))}
                      </ArkDatePicker.TableBody>
                    </ArkDatePicker.Table>
                  </>
                )}
              </ArkDatePicker.Context>
            </ArkDatePicker.View>
          </ArkDatePicker.Content>
        </ArkDatePicker.Positioner>
      </Portal>
    </ArkDatePicker.Root>
  )
}
