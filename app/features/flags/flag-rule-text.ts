// How the development page reads a targeting rule aloud: "On when identity kind is authenticated",
// "On for 25 % of keys".
import type { FlagTargetAttribute } from '@contracts/flags/flag-rules'
import type { FlagRule } from '@contracts/flags/flag-rules.schema'

export const attributeLabels: Record<FlagTargetAttribute, string> = {
  kind: 'identity kind',
  key: 'key',
  sessionId: 'session id',
  sub: 'sub',
  userId: 'user id',
  siteId: 'site id',
  component: 'component',
}

export const onOff = (value: boolean) => (value ? 'On' : 'Off')

export function ruleText(rule: FlagRule) {
  if (rule.type === 'rollout') return `${onOff(rule.serve)} for ${rule.percentage} % of keys`
  return `${onOff(rule.serve)} when ${attributeLabels[rule.attribute]} is ${rule.values.join(' or ')}`
}
