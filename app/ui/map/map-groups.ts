// Which price pins of the interactive map share one button at the current zoom (docs/decisions/092):
// pins whose labels would overlap on screen become one group, which zooms in when chosen. Greedy in
// the list's order, so the same results at the same zoom always group the same way.

export type ScreenPin = { id: string; x: number; y: number }
export type PinGroup = { ids: string[]; x: number; y: number }

/** A price pin's box on screen in CSS pixels (a "$1,234" label with its padding). */
export const pinBox = { width: 76, height: 30 } as const

/** Groups pins that would overlap, in the pins' order; `alone` (the chosen pin) is never grouped, so it stays visible. */
export function groupPins(pins: readonly ScreenPin[], alone?: string, box: { width: number; height: number } = pinBox): PinGroup[] {
  const groups: PinGroup[] = []
  for (const pin of pins) {
    const near = pin.id === alone ? undefined : groups.find((group) => group.ids[0] !== alone && Math.abs(group.x - pin.x) < box.width && Math.abs(group.y - pin.y) < box.height)
    if (near) near.ids.push(pin.id)
    else groups.push({ ids: [pin.id], x: pin.x, y: pin.y })
  }
  return groups
}
