import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { inputFrame, invalid, labelledColumn } from './parts.ts'

// The menu shows 6 options of 3.5rem inside 1rem of padding top and bottom (§R9); the
// component sets --select-menu-max-height from selectMenuMaxHeight(options).
export const select = defineSlotRecipe({
  className: 'select',
  description: 'A labelled single-choice list with an optional check before a change',
  slots: selectAnatomy.extendWith('itemSubtitle', 'requiredIndicator', 'errorText').keys(),
  base: {
    root: { ...labelledColumn.root, w: 'full' },
    label: labelledColumn.label,
    requiredIndicator: { color: 'danger.default', ms: '1' },
    control: { position: 'relative' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      ...inputFrame,
      w: 'full',
      minH: '11',
      px: '3',
      textAlign: 'start',
      cursor: 'pointer',
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
      [invalid]: { borderColor: 'danger.default', boxShadow: '0 0 0 1px token(colors.danger.default)' },
    },
    valueText: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '&[data-placeholder-shown]': { color: 'fg.muted' } },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
    },
    clearTrigger: {},
    positioner: { zIndex: 'dropdown' },
    content: {
      maxH: 'var(--select-menu-max-height)',
      minW: 'var(--reference-width)',
      py: '4',
      overflowY: 'auto',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderRadius: 'md',
      boxShadow: 'lg',
      outline: '1px solid token(colors.border.default)',
      _focusVisible: { outline: '1px solid token(colors.border.default)' },
    },
    list: {},
    itemGroup: {},
    itemGroupLabel: { px: '4', py: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' },
    // Title over subtitle on the left, the check mark on the right.
    item: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignContent: 'center',
      columnGap: '2',
      minH: '3.5rem',
      px: '4',
      cursor: 'pointer',
      // The highlighted option is the keyboard position (aria-activedescendant): a tint alone is
      // too faint, so a bar marks it too.
      _highlighted: { bg: 'accent.subtle', boxShadow: 'inset 4px 0 0 token(colors.accent.default)' },
      _selected: { fontWeight: 'semibold' },
      _disabled: { color: 'fg.muted', cursor: 'not-allowed' },
    },
    itemText: { gridColumn: '1' },
    itemSubtitle: { gridColumn: '1', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' },
    itemIndicator: { gridColumn: '2', gridRow: '1 / span 2', alignSelf: 'center', color: 'accent.default' },
    errorText: { fontSize: 'sm', color: 'danger.default', fontWeight: 'medium' },
  },
})
