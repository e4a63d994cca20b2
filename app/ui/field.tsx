// Field: a label, an input, helper text and an error, on Ark's Field, which gives the input its
// id, aria-invalid and aria-errormessage; the error is also added to aria-describedby, which more
// screen readers announce. A required field shows an asterisk to
// the eye and says "required" to screen readers.
import { Field as ArkField } from '@ark-ui/react/field'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { visuallyHidden } from 'styled-system/patterns'
import { field } from 'styled-system/recipes/field'
import { uiText } from '~/i18n/plain/ui'
import { recipeParts } from './recipe-parts'

const FieldParts = recipeParts(field, ArkField, ['Root'], ['Label', 'Input', 'Textarea', 'Select', 'HelperText', 'ErrorText', 'RequiredIndicator'])

export type FieldProps = Omit<ComponentProps<typeof ArkField.Input>, 'required'> & {
  label: ReactNode
  helperText?: ReactNode
  /** Shown under the field; marks the input invalid. */
  error?: ReactNode
  required?: boolean
}

export function Field({ label, helperText, error, required = false, disabled, readOnly, className, ...input }: FieldProps) {
  const id = useId()
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` }
  const describedBy = [helperText ? ids.helperText : undefined, error ? ids.errorText : undefined].filter(Boolean).join(' ')
  return (
    <FieldParts.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly} className={className}>
      <FieldParts.Label>
        {label}
        {required && (
          <>
            <FieldParts.RequiredIndicator />
            {' '}
            <span className={visuallyHidden()}>{uiText('field.required')}</span>
          </>
        )}
      </FieldParts.Label>
      <FieldParts.Input aria-describedby={describedBy || undefined} {...input} />
      {helperText && <FieldParts.HelperText>{helperText}</FieldParts.HelperText>}
      <FieldParts.ErrorText>{error}</FieldParts.ErrorText>
    </FieldParts.Root>
  )
}
