// §R4 (select field: required mark and hidden "required", error under the field, a failed pre-change check keeps the previous selection) and §R9 (menu of 6 options, 3.5rem each plus 2rem).
// @vitest-environment jsdom
import './dom-setup'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardedChange, Select, type BeforeChange, type SelectItem } from '~/ui/select'
import { selectMenuMaxHeight } from '~/ui/theme/tokens'

afterEach(cleanup)

const rooms: SelectItem[] = [
  { title: 'Smoking', value: 'smoking' },
  { title: 'Non-Smoking', value: 'non-smoking' },
  { title: 'Wheelchair accessible', value: 'wheelchair', subtitle: 'Roll-in shower' },
]

describe('select menu height', () => {
  it('is 3.5rem per option plus 2rem, for at most 6 options', () => {
    expect(selectMenuMaxHeight(1)).toBe('5.5rem')
    expect(selectMenuMaxHeight(3)).toBe('12.5rem')
    expect(selectMenuMaxHeight(6)).toBe('23rem')
    expect(selectMenuMaxHeight(7)).toBe('23rem')
    expect(selectMenuMaxHeight(40)).toBe('23rem')
  })
})

describe('guardedChange', () => {
  it('applies at once without a check or when the check says yes', () => {
    const apply = vi.fn()
    expect(guardedChange('smoking', undefined, undefined, apply)).toBe(true)
    expect(guardedChange('wheelchair', 'smoking', () => true, apply)).toBe(true)
    expect(apply.mock.calls).toEqual([['smoking'], ['wheelchair']])
  })

  it('keeps the previous value when the check says no', () => {
    const apply = vi.fn()
    const check = vi.fn<BeforeChange>(() => false)
    expect(guardedChange('smoking', 'non-smoking', check, apply)).toBe(false)
    expect(check).toHaveBeenCalledWith('smoking', 'non-smoking')
    expect(apply).not.toHaveBeenCalled()
  })

  it('waits for an asynchronous check, and treats a failed one as no', async () => {
    const apply = vi.fn()
    expect(await guardedChange('smoking', 'non-smoking', async () => false, apply)).toBe(false)
    expect(await guardedChange('smoking', 'non-smoking', () => Promise.reject(new Error('offline')), apply)).toBe(false)
    expect(apply).not.toHaveBeenCalled()
    expect(await guardedChange('wheelchair', 'non-smoking', async () => true, apply)).toBe(true)
    expect(apply).toHaveBeenCalledWith('wheelchair')
  })
})

function Harness({ beforeChange, initial }: { beforeChange?: BeforeChange; initial?: string }) {
  const [value, setValue] = useState(initial)
  return <Select label="Room preference" items={rooms} value={value} onValueChange={setValue} beforeChange={beforeChange} />
}

describe('Select', () => {
  it('marks a required field with a hidden asterisk and the word "required"', () => {
    render(<Select label="Room preference" items={rooms} required />)
    const trigger = screen.getByRole('combobox', { name: 'Room preference required' })
    expect(trigger.getAttribute('aria-required')).toBe('true')
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
  })

  it('shows the error under the field and ties it to the trigger', () => {
    render(<Select label="Room preference" items={rooms} error="Choose a room preference." />)
    const trigger = screen.getByRole('combobox', { name: 'Room preference' })
    expect(trigger.getAttribute('aria-invalid')).toBe('true')
    const describedBy = trigger.getAttribute('aria-describedby')
    expect(describedBy).toBeTruthy()
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Choose a room preference.')
  })

  it('has no error wiring while valid', () => {
    render(<Select label="Room preference" items={rooms} />)
    const trigger = screen.getByRole('combobox', { name: 'Room preference' })
    expect(trigger.getAttribute('aria-invalid')).not.toBe('true')
    expect(trigger.getAttribute('aria-describedby')).toBeNull()
  })

  it('sizes the menu for its options', async () => {
    render(<Select label="Room preference" items={rooms} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Room preference' }))
    expect(screen.getByRole('listbox').style.getPropertyValue('--select-menu-max-height')).toBe('12.5rem')
  })

  it('changes the value when there is no check', async () => {
    render(<Harness initial="non-smoking" />)
    const trigger = screen.getByRole('combobox', { name: 'Room preference' })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('option', { name: /Wheelchair accessible/ }))
    expect(trigger.textContent).toContain('Wheelchair accessible')
  })

  it('keeps the previous value when the check refuses', async () => {
    const beforeChange = vi.fn<BeforeChange>((next) => next !== 'smoking')
    render(<Harness initial="non-smoking" beforeChange={beforeChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Room preference' })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('option', { name: 'Smoking' }))
    expect(beforeChange).toHaveBeenCalledWith('smoking', 'non-smoking')
    expect(trigger.textContent).toContain('Non-Smoking')
  })

  it('keeps the previous value when an asynchronous check refuses, and applies it when one agrees', async () => {
    let answer: (allowed: boolean) => void = () => undefined
    const beforeChange = vi.fn<BeforeChange>(() => new Promise((resolve) => (answer = resolve)))
    render(<Harness initial="non-smoking" beforeChange={beforeChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Room preference' })

    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('option', { name: 'Smoking' }))
    answer(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(trigger.textContent).toContain('Non-Smoking')

    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('option', { name: /Wheelchair accessible/ }))
    answer(true)
    await waitFor(() => expect(trigger.textContent).toContain('Wheelchair accessible'))
  })
})
