// The language and region switch (§R9.16 locales en-US and en-GB; docs/decisions/080): a plain
// form that posts to /api/locale, which keeps the choice in a cookie and returns to this page, so
// the server renders the page again in the chosen locale. A native select and a submit button: it
// needs no script and changes nothing until the visitor asks. In the header's bar (./header-locale-switch.tsx)
// and the narrow screens' menu (issue 42 item 10).
import { useLocation } from '@tanstack/react-router'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { locales } from '~/i18n/locales'
import { shellText } from '~/i18n/plain/shell'
import { visitorLocale } from '~/lib/format/visitor-settings'
import { Button } from '~/ui/button'

export function LocaleSwitch() {
  const id = useId()
  const here = useLocation({ select: (location) => location.href })
  return (
    <form method="post" action={`${import.meta.env.BASE_URL}api/locale`} aria-label={shellText('locale.label')} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      <label htmlFor={id}>{shellText('locale.label')}</label>
      <select id={id} name="locale" defaultValue={visitorLocale()} className={css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', minH: '11', bg: 'bg.canvas' })}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {shellText(`locale.${locale}`)}
          </option>
        ))}
      </select>
      <input type="hidden" name="redirect" value={here} />
      <Button type="submit" variant="outline" size="sm">
        {shellText('locale.change')}
      </Button>
    </form>
  )
}
