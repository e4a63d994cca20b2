// The feature-flags development page (/dev/flags): the stored flags with a switch each, their
// targeting rules and what they answer for the person looking. A change is written on the server and
// announced on the flag stream, so open pages follow it without a reload (issue 7).
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { flagIdentityKinds, flagTargetAttributes, type FlagTargetAttribute } from '@contracts/flags/flag-rules'
import type { FlagRule, FlagUpdate } from '@contracts/flags/flag-rules.schema'
import { updateFeatureFlag } from '@server/flags/flags.functions'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { Switch } from '~/ui/switch'
import { attributeLabels, onOff, ruleText } from './flag-rule-text'
import { editableFlagsQueryOptions, type EditableFlag } from './flags.queries'

const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', bg: 'bg.canvas', display: 'flex', flexDirection: 'column', gap: '3' })
const field = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })
const control = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', py: '1.5', bg: 'bg.canvas', minW: '8rem' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })

type Status = { tone: 'saved' | 'refused'; text: string }

export function FlagsPage() {
  const { data: flags } = useSuspenseQuery(editableFlagsQueryOptions())
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Status>()
  const change = useMutation({
    mutationFn: (update: FlagUpdate) => updateFeatureFlag({ data: update }),
    onSuccess: (outcome, update) => setStatus(outcome.ok ? { tone: 'saved', text: `Saved ${update.key}.` } : { tone: 'refused', text: outcome.message }),
    onError: (_error, update) => setStatus({ tone: 'refused', text: `${update.key} could not be saved. Check the values and try again.` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editableFlagsQueryOptions().queryKey }),
  })
  const pendingKey = change.isPending ? change.variables.key : undefined

  return (
    <Container>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mt: '6', mb: '2' })}>Feature flags</h1>
      <p className={css({ mb: '2', color: 'fg.muted', maxW: '3xl' })}>
        Flags are stored in the database and evaluated on the server for each visitor: a switched-off flag is off for everyone; a switched-on flag follows
        its rules in order, the first that matches decides, and otherwise answers its fallthrough value. Open pages follow a change without a reload.
      </p>
      <p role="status" className={css({ minH: '6', mb: '4', fontWeight: 'semibold', color: status?.tone === 'refused' ? 'danger.default' : 'success.default' })}>
        {status?.text}
      </p>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' }, gap: '6', mb: '10' })}>
        {flags.map((flag) => (
          <li key={flag.key}>
            <FlagCard flag={flag} pending={pendingKey === flag.key} onChange={(update) => change.mutate({ key: flag.key, ...update })} />
          </li>
        ))}
      </ul>
    </Container>
  )
}

function FlagCard({ flag, pending, onChange }: { flag: EditableFlag; pending: boolean; onChange: (update: Omit<FlagUpdate, 'key'>) => void }) {
  const id = useId()
  const locked = flag.pinned || pending
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4', flexWrap: 'wrap' })}>
        <div>
          <h2 id={`${id}-title`} className={css({ fontSize: 'lg', fontWeight: 'semibold', fontFamily: 'mono' })}>
            {flag.key}
          </h2>
          <p className={muted}>{flag.description}</p>
        </div>
        <Switch checked={flag.enabled} disabled={locked} onCheckedChange={(enabled) => onChange({ enabled })}>
          Enabled <span className={visuallyHidden()}>{flag.key}</span>
        </Switch>
      </div>
      <p className={css({ fontSize: 'sm' })}>
        For you now: <strong>{onOff(flag.valueForYou)}</strong>
        {flag.pinned && <> · fixed by FEATURE_FLAGS on this server, so it cannot be changed here</>}
      </p>
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>Rules</h3>
      {flag.rules.length === 0 ? (
        <p className={muted}>No rules: everyone gets the fallthrough value.</p>
      ) : (
        <ol className={css({ listStyle: 'decimal', pl: '6', display: 'flex', flexDirection: 'column', gap: '1' })}>
          {flag.rules.map((rule, index) => (
            <li key={`${index}-${ruleText(rule)}`}>
              {ruleText(rule)}{' '}
              <Button
                variant="link"
                size="sm"
                disabled={locked}
                aria-label={`Remove rule ${index + 1} of ${flag.key}`}
                onClick={() => onChange({ rules: flag.rules.filter((_, other) => other !== index) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className={field}>
        <label htmlFor={`${id}-fallthrough`}>Fallthrough (when no rule matches)</label>
        <select id={`${id}-fallthrough`} className={control} value={flag.defaultValue ? 'on' : 'off'} disabled={locked} onChange={(event) => onChange({ defaultValue: event.target.value === 'on' })}>
          <option value="on">On</option>
          <option value="off">Off</option>
        </select>
      </div>
      {!flag.pinned && (
        <details>
          <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', fontSize: 'sm' })}>
            Add a rule
          </summary>
          <AddRuleForm disabled={locked} onAdd={(rule) => onChange({ rules: [...flag.rules, rule] })} />
        </details>
      )}
    </section>
  )
}

function AddRuleForm({ disabled, onAdd }: { disabled: boolean; onAdd: (rule: FlagRule) => void }) {
  const [type, setType] = useState<FlagRule['type']>('match')
  const [problem, setProblem] = useState<string>()
  const id = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const serve = form.get('serve') === 'on'
    if (type === 'rollout') {
      const percentage = Number(form.get('percentage'))
      if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) return setProblem('Give a percentage from 0 to 100.')
      onAdd({ type, percentage, serve })
    } else {
      const values = String(form.get('values') ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
      if (values.length === 0) return setProblem('Give at least one value.')
      onAdd({ type, attribute: form.get('attribute') as FlagTargetAttribute, values, serve })
    }
    setProblem(undefined)
    event.currentTarget.reset()
  }

  return (
    <form onSubmit={submit} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mt: '3' })}>
      <div className={field}>
        <label htmlFor={`${id}-type`}>Rule</label>
        <select id={`${id}-type`} name="type" className={control} value={type} onChange={(event) => setType(event.target.value as FlagRule['type'])}>
          <option value="match">Attribute is one of</option>
          <option value="rollout">Percentage of keys</option>
        </select>
      </div>
      {type === 'match' ? (
        <>
          <div className={field}>
            <label htmlFor={`${id}-attribute`}>Attribute</label>
            <select id={`${id}-attribute`} name="attribute" className={control} defaultValue="kind">
              {flagTargetAttributes.map((attribute) => (
                <option key={attribute} value={attribute}>
                  {attributeLabels[attribute]}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor={`${id}-values`}>Values, comma-separated</label>
            <input id={`${id}-values`} name="values" className={control} placeholder="authenticated" aria-describedby={problem ? `${id}-problem` : undefined} />
          </div>
        </>
      ) : (
        <div className={field}>
          <label htmlFor={`${id}-percentage`}>Percentage</label>
          <input
            id={`${id}-percentage`}
            name="percentage"
            type="number"
            min={0}
            max={100}
            step={0.1}
            defaultValue={10}
            className={control}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
      )}
      <div className={field}>
        <label htmlFor={`${id}-serve`}>Serve</label>
        <select id={`${id}-serve`} name="serve" className={control} defaultValue="on">
          <option value="on">On</option>
          <option value="off">Off</option>
        </select>
      </div>
      <Button type="submit" size="sm" disabled={disabled}>
        Add rule
      </Button>
      <p className={css({ flexBasis: 'full', color: 'fg.muted', fontSize: 'sm' })}>
        Identity kinds are {flagIdentityKinds.join(', ')}. A percentage rollout buckets by key: the member’s sub, else the browser session id.
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={css({ flexBasis: 'full', color: 'danger.default', fontSize: 'sm' })}>
          {problem}
        </p>
      )}
    </form>
  )
}
