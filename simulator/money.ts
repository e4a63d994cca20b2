// Money in the simulator: integer minor units with an ISO currency, never floats (§D6).
export type Money = { amount: number; currency: string }

export const simulatorCurrency = 'USD'

export function money(amount: number, currency = simulatorCurrency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money must be an integer of minor units, got ${amount}`)
  return { amount, currency }
}

/** numerator / denominator rounded half up (away from zero at .5), exactly, in integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`roundHalfUp needs safe integers and a positive denominator, got ${numerator}/${denominator}`)
  }
  const sign = numerator < 0 ? -1 : 1
  const magnitude = Math.abs(numerator)
  const quotient = Math.floor(magnitude / denominator)
  const remainder = magnitude - quotient * denominator
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient)
}

/** An amount scaled by a factor in thousandths (1000 = unchanged), rounded half up to the minor unit. */
export function applyPermille(amount: number, permille: number) {
  return roundHalfUp(amount * permille, 1000)
}

/** A share of an amount in basis points (100 = 1 %), rounded half up to the minor unit. */
export function basisPointsOf(amount: number, basisPoints: number) {
  return roundHalfUp(amount * basisPoints, 10_000)
}
