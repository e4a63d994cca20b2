// A labelled text field with helper text and an error beside it (Ark Field wires the ids and aria).
import { Field as ArkField } from '@ark-ui/react/field'
import type { InputHTMLAttributes } from 'react'
import { sva } from 'styled-system/css'

export const fieldRecipe = sva({
  slots: ['root', 'label', 'input', 'helper', 'error', 'required'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium' },
    input: { borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', minH: '11', bg: 'bg.canvas', _invalid: { borderColor: 'danger.default', borderWidth: '2px' } },
    helper: { fontSize: 'sm', color: 'fg.muted' },
    error: { fontSize: 'sm', color: 'danger.default' },
    required: { color: 'danger.default', ml: '1' },
  },
})

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { label: string; helperText?: string; error?: string; required?: boolean }

export function Field({ label, helperText, error, required = false, ...input }: FieldProps) {
  const classes = fieldRecipe()
  return (
    <ArkField.Root invalid={Boolean(error)} required={required} className={classes.root}>
      <ArkField.Label className={classes.label}>
        {label}
        {required && <RequiredMark className={classes.required} />}
      </ArkField.Label>
      <ArkField.Input className={classes.input} {...input} />
      {helperText && <ArkField.HelperText className={classes.helper}>{helperText}</ArkField.HelperText>}
      <ArkField.ErrorText className={classes.error}>{error}</ArkField.ErrorText>
    </ArkField.Root>
  )
}

/** The required asterisk, with "required" spelled out for screen readers (SPEC.md §4). */
export function RequiredMark({ className }: { className?: string }) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        *
      </span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}> required</span>
    </>
  )
}
