// The component gallery (development only): every design-system component in its states, so a
// change can be checked by eye, by keyboard and by axe in one place.
import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '../alert'
import { Button } from '../button'
import { Card } from '../card'
import { Carousel } from '../carousel'
import { Checkbox } from '../checkbox'
import { Container } from '../container'
import { Counter } from '../counter'
import { DatePicker } from '../date-picker'
import { Dialog, type DialogSize } from '../dialog'
import { Drawer } from '../drawer'
import { Field } from '../field'
import { Image } from '../image'
import { ExternalLink, Link } from '../link'
import { RadioGroup } from '../radio-group'
import { Select } from '../select'
import { Skeleton } from '../skeleton'
import { Stepper } from '../stepper'
import { Tabs } from '../tabs'
import { Toaster, toaster } from '../toast'
import { Tooltip } from '../tooltip'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className={css({ borderTopWidth: '1px', borderColor: 'border.default', py: '6' })}>
      <h2 id={id} className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>
        {title}
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>{children}</div>
    </section>
  )
}

const roomPreferences = [
  { title: 'Smoking', value: 'smoking' },
  { title: 'Non-Smoking', value: 'non-smoking' },
  { title: 'Wheelchair accessible', value: 'wheelchair', subtitle: 'Roll-in shower where available' },
]

export function GalleryPage() {
  const [dialogSize, setDialogSize] = useState<DialogSize | undefined>()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [preference, setPreference] = useState<string | undefined>()
  const [locked, setLocked] = useState<string | undefined>('non-smoking')
  const [checked, setChecked] = useState(true)
  const [payment, setPayment] = useState('card')
  const [adults, setAdults] = useState(2)
  const [dates, setDates] = useState<string[]>([])
  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>Component gallery</h1>
      <p className={css({ color: 'fg.muted', mb: '4' })}>Every design-system component in its states. Available outside production only.</p>

      <Section title="Buttons">
        <Button>Solid</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="link">Link style</Button>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button disabled>Disabled</Button>
      </Section>

      <Section title="Links">
        <Link to="/">Internal link</Link>
        <ExternalLink href="https://www.iata.org/" target="_blank" linksHaveIcons>
          External link with icon
        </ExternalLink>
        <ExternalLink href="https://www.iata.org/" target="_blank">
          External link without icon
        </ExternalLink>
      </Section>

      <Section title="Dialogs">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Button key={size} variant="outline" onClick={() => setDialogSize(size)}>
            Open {size} dialog
          </Button>
        ))}
        <Button variant="outline" onClick={() => setDrawerOpen(true)}>
          Open drawer
        </Button>
        <Dialog open={dialogSize !== undefined} onOpenChange={(open) => !open && setDialogSize(undefined)} size={dialogSize} title={`A ${dialogSize ?? ''} dialog`} description="Focus stays inside until it closes.">
          <Button onClick={() => setDialogSize(undefined)}>Done</Button>
        </Dialog>
        <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Menu">
          <p>Drawer content</p>
        </Drawer>
      </Section>

      <Section title="Form fields">
        <Field label="First name" required autoComplete="given-name" />
        <Field label="Email" type="email" helperText="We send the confirmation here." />
        <Field label="Card number" error="Enter a valid card number." defaultValue="4111" />
        <Select label="Room preference" options={roomPreferences} value={preference} onValueChange={setPreference} required />
        <Select label="Locked preference" options={roomPreferences} value={locked} onValueChange={setLocked} beforeChange={(next) => next !== 'smoking'} error={locked ? undefined : 'Choose a preference.'} />
        <Checkbox checked={checked} onCheckedChange={setChecked}>
          Email me offers
        </Checkbox>
        <RadioGroup
          label="Pay with"
          value={payment}
          onValueChange={setPayment}
          options={[
            { value: 'card', title: 'Card' },
            { value: 'points', title: 'Points' },
            { value: 'both', title: 'Both' },
          ]}
        />
        <Counter label="Adults" value={adults} onValueChange={setAdults} min={1} max={9} />
        <DatePicker label="Stay dates" selectionMode="range" value={dates} onValueChange={setDates} />
      </Section>

      <Section title="Tabs">
        <Tabs
          label="Lines of business"
          tabs={[
            { value: 'hotels', title: 'Hotels', content: <p>Hotel search</p> },
            { value: 'flights', title: 'Flights', content: <p>Flight search</p> },
            { value: 'cars', title: 'Cars', content: <p>Car search</p> },
          ]}
        />
      </Section>

      <Section title="Alerts">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' })}>
          <Alert variant="site-error">Something went wrong. Please try again.</Alert>
          <Alert variant="site-message">Scheduled maintenance on Sunday from 2:00 to 4:00 UTC.</Alert>
          <Alert variant="block-info" title="Free cancellation">Cancel until 3 days before check-in.</Alert>
          <Alert variant="block-error" title="Card declined">Check the card details or use another card.</Alert>
          <Alert variant="page-info">Prices include taxes and fees.</Alert>
        </div>
      </Section>

      <Section title="Feedback">
        <Button variant="outline" onClick={() => toaster.create({ title: 'Copied', description: 'The session id is on your clipboard.', type: 'success' })}>
          Show a toast
        </Button>
        <Tooltip content="Points you earn arrive within 8 weeks.">
          <Button variant="ghost">What are points?</Button>
        </Tooltip>
        <Toaster />
      </Section>

      <Section title="Progress and loading">
        <Stepper label="Checkout progress" steps={['Traveler information', 'Payment', 'Review']} current={1} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', w: '16rem' })}>
          <Skeleton height="1.5rem" width="60%" />
          <Skeleton />
          <Skeleton />
        </div>
      </Section>

      <Section title="Cards, images and carousel">
        <Card padding="lg" className={css({ maxW: '20rem' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>A card</h3>
          <p>Content in a card.</p>
        </Card>
        <Image src="/images/samples/hotel-lobby.jpg" alt="A hotel lobby in warm light" width={320} height={213} sizes="320px" />
        <div className={css({ w: 'full', maxW: '40rem' })}>
          <Carousel
            label="Featured offers"
            slidesPerPage={2}
            items={['Paris', 'Tokyo', 'Lisbon', 'New York'].map((city) => ({
              id: city,
              content: (
                <Card>
                  <h3 className={css({ fontWeight: 'semibold' })}>{city}</h3>
                  <p>Hotels from $129 a night</p>
                </Card>
              ),
            }))}
          />
        </div>
      </Section>
    </Container>
  )
}
