import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { sva } from 'styled-system/css'

const radioRecipe = sva({
  slots: ['root', 'label', 'item', 'control', 'text'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontWeight: 'semibold' },
    item: { display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' },
    control: { w: '5', h: '5', borderRadius: 'full', borderWidth: '2px', borderColor: 'border.strong', _checked: { borderColor: 'accent.default', borderWidth: '6px' } },
    text: {},
  },
})

export function RadioGroup({ label, value, onValueChange, options }: { label: string; value: string; onValueChange: (value: string) => void; options: { value: string; title: string }[] }) {
  const classes = radioRecipe()
  return (
    <ArkRadioGroup.Root value={value} onValueChange={(details) => details.value && onValueChange(details.value)} className={classes.root}>
      <ArkRadioGroup.Label className={classes.label}>{label}</ArkRadioGroup.Label>
      {options.map((option) => (
        <ArkRadioGroup.Item key={option.value} value={option.value} className={classes.item}>
          <ArkRadioGroup.ItemControl className={classes.control} />
          <ArkRadioGroup.ItemText className={classes.text}>{option.title}</ArkRadioGroup.ItemText>
          <ArkRadioGroup.ItemHiddenInput />
        </ArkRadioGroup.Item>
      ))}
    </ArkRadioGroup.Root>
  )
}
