// §R9 (passenger and count bounds: a count never leaves its minimum and maximum).
// @vitest-environment jsdom
import './dom-setup'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clampCount, Counter } from '~/ui/counter'

afterEach(cleanup)

describe('clampCount', () => {
  it('keeps a count a whole number within min and max', () => {
    expect(clampCount(12, 1, 9)).toBe(9)
    expect(clampCount(9, 1, 9)).toBe(9)
    expect(clampCount(0, 1, 9)).toBe(1)
    expect(clampCount(1, 1, 9)).toBe(1)
    expect(clampCount(3.6, 1, 9)).toBe(4)
    expect(clampCount(Number.NaN, 1, 9)).toBe(1)
    expect(clampCount(Number.POSITIVE_INFINITY, 0, 8)).toBe(0)
  })
})

function Adults({ initial, onChange }: { initial: number; onChange?: (value: number) => void }) {
  const [adults, setAdults] = useState(initial)
  return (
    <Counter
      label="Adults"
      value={adults}
      min={1}
      max={9}
      onValueChange={(value) => {
        setAdults(value)
        onChange?.(value)
      }}
    />
  )
}

describe('Counter', () => {
  it('names its buttons for what they change and its input by the label', () => {
    render(<Adults initial={2} />)
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'More adults' })).toBeTruthy()
    expect((screen.getByRole('spinbutton', { name: 'Adults' }) as HTMLInputElement).value).toBe('2')
  })

  it('steps up and down', async () => {
    const onChange = vi.fn()
    render(<Adults initial={2} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }))
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fewer adults' }))
    expect(onChange.mock.calls).toEqual([[3], [4], [3]])
  })

  it('disables the button that would leave the bounds', () => {
    render(<Adults initial={9} />)
    expect((screen.getByRole('button', { name: 'More adults' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Fewer adults' }) as HTMLButtonElement).disabled).toBe(false)
    cleanup()
    render(<Adults initial={1} />)
    expect((screen.getByRole('button', { name: 'Fewer adults' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('never reports a value outside the bounds', async () => {
    const onChange = vi.fn()
    render(<Adults initial={8} onChange={onChange} />)
    const more = screen.getByRole('button', { name: 'More adults' })
    for (let click = 0; click < 3; click += 1) await userEvent.click(more)
    expect(onChange.mock.calls).toEqual([[9]])
    expect((screen.getByRole('spinbutton', { name: 'Adults' }) as HTMLInputElement).value).toBe('9')
  })

  it('shows a value given out of bounds at the nearest bound', () => {
    render(<Counter label="Children" value={12} min={0} max={8} onValueChange={() => undefined} />)
    expect((screen.getByRole('spinbutton', { name: 'Children' }) as HTMLInputElement).value).toBe('8')
  })
})
