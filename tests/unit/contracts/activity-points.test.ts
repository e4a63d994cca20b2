// Issue 36, third pass item 3: a transfer's drop-off address was asked for only on the second Book press
// (the first found other fields wrong, and the platform alone knew the address was required). The
// checkout checks the activity's required points as fields, with the platform's words, on every attempt.
import { describe, expect, it } from 'vitest'
import { activityBookRequestSchemaFor, missingActivityPoints } from '@contracts/lxp/activity-checkout.schema'

const transfer = { pickUp: { required: false, label: 'Flight number (optional)' }, dropOff: { required: true, label: 'Drop-off address' } }

describe('missingActivityPoints', () => {
  it('names a required point left empty or too short, with its field', () => {
    expect(missingActivityPoints(transfer, { pickUpPoint: '', dropOffPoint: ' 1 ' })).toEqual([{ field: 'dropOffPoint', message: 'Enter the drop-off address.' }])
    expect(missingActivityPoints({ pickUp: { required: true, label: 'Hotel for pick-up' } }, { pickUpPoint: '', dropOffPoint: '' })).toEqual([{ field: 'pickUpPoint', message: 'Enter the hotel for pick-up.' }])
  })

  it('passes points given, and points not required', () => {
    expect(missingActivityPoints(transfer, { pickUpPoint: '', dropOffPoint: '12 Rue de Rivoli' })).toEqual([])
  })
})

describe('activityBookRequestSchemaFor', () => {
  it('flags the drop-off beside its field on an attempt where other fields are wrong too', () => {
    const checked = activityBookRequestSchemaFor(transfer).safeParse({ pickUpPoint: '', dropOffPoint: '', acceptTerms: false })
    expect(checked.success).toBe(false)
    expect(checked.error?.issues).toContainEqual(expect.objectContaining({ path: ['dropOffPoint'], message: 'Enter the drop-off address.' }))
  })
})
