// Points prices beside cash for a member with points (§R4 points, issue 21): "or 337,146 pts",
// by the rule checkout pays by (`pointsForAmount`, the platform's points value rounded up as when
// paying). The balance comes from the summary the header already holds: no request per price.
import { css, cx } from 'styled-system/css'
import { pointsForAmount } from '@contracts/domain/points'
import { formatPoints } from '~/lib/format/money'
import { sessionText } from '~/i18n/plain/session'
import { useMemberSummary } from './use-member-session'

/** The balance to show points prices for: an active member's points; 0 for visitors, inactive members and members without points. */
export function useMemberPoints(): number {
  const activeProfile = useMemberSummary().summary?.activeProfile
  return activeProfile?.status === 'ACTIVE' ? activeProfile.points.balance : 0
}

/** "or N points" for an amount in minor units, when the member has points (`useMemberPoints`, read once per page). */
export function PointsPrice({ amount, memberPoints, className }: { amount: number; memberPoints: number; className?: string }) {
  if (memberPoints <= 0 || amount <= 0) return null
  return <p className={cx(css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' }), className)}>{sessionText('points-price.or', { points: formatPoints(pointsForAmount(amount)) })}</p>
}
