// The component gallery (development only, /dev/gallery): every design-system component in its
// states, so a change can be checked by eye, by keyboard and with axe in one place.
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
import { Link, LinkSettingsProvider } from '../link'
import { Select, type SelectItem } from '../select'
import { Stepper } from '../stepper'
import { Switch } from '../switch'
import { Tabs } from '../tabs'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className={css({ borderTopWidth: '1px', borderColor: 'border.default', py: '6' })}>
      <h2 id={id} className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>
        {title}
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'flex-start' })}>{children}</div>
    </section>
  )
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '3', w: 'full', maxW: '20rem' })

const roomPreferences: SelectItem[] = [
  { title: 'Smoking', value: 'smoking' },
  { title: 'Non-Smoking', value: 'non-smoking' },
  { title: 'Wheelchair accessible', value: 'wheelchair', subtitle: 'Roll-in shower where available' },
]

const countries: SelectItem[] = ['United States', 'United Kingdom', 'Canada', 'Mexico', 'France', 'Germany', 'Spain', 'Italy', 'Japan', 'Australia'].map((title) => ({
  title,
  value: title.toLowerCase().replace(/\W+/g, '-'),
}))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function GalleryPage() {
  const [dialogSize, setDialogSize] = useState<DialogSize | undefined>()
  const [blockingOpen, setBlockingOpen] = useState(false)
  const [drawerSide, setDrawerSide] = useState<'start' | 'end' | undefined>()
  const [preference, setPreference] = useState<string | undefined>()
  const [locked, setLocked] = useState<string | undefined>('non-smoking')
  const [country, setCountry] = useState<string | undefined>('united-states')
  const [checked, setChecked] = useState(true)
  const [adults, setAdults] = useState(2)
  const [children, setChildren] = useState(0)
  const [stay, setStay] = useState<string[]>([])
  const [birthDate, setBirthDate] = useState<string[]>([])
  const [step, setStep] = useState(1)
  const checkoutSteps = ['Traveler information', 'Payment', 'Review']

  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>Component gallery</h1>
      <p className={css({ color: 'fg.muted', mb: '4' })}>Every design-system component in its states. Available in development only.</p>

      <Section title="Buttons">
        <Button>Solid</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="link">Link style</Button>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button disabled>Disabled</Button>
        <Button variant="outline" disabled>
          Disabled outline
        </Button>
      </Section>

      <Section title="Links">
        <Link to="/">Internal link</Link>
        <Link href="https://www.iata.org/" target="_blank" linksHaveIcons>
          External link with icon
        </Link>
        <Link href="https://www.iata.org/" target="_blank">
          External link without icon
        </Link>
        <LinkSettingsProvider linksHaveIcons>
          <Link href="https://www.iata.org/en/policy/" target="_blank">
            Icon from the site setting
          </Link>
        </LinkSettingsProvider>
        <Link href="https://www.iata.org/">External link, same tab</Link>
      </Section>

      <Section title="Dialogs">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Button key={size} variant="outline" onClick={() => setDialogSize(size)}>
            Open {size} dialog
          </Button>
        ))}
        <Button variant="outline" onClick={() => setBlockingOpen(true)}>
          Open blocking dialog
        </Button>
        <Button variant="outline" onClick={() => setDrawerSide('start')}>
          Open drawer
        </Button>
        <Button variant="outline" onClick={() => setDrawerSide('end')}>
          Open drawer from the end
        </Button>
        <Dialog
          open={dialogSize !== undefined}
          onOpenChange={(open) => !open && setDialogSize(undefined)}
          size={dialogSize}
          title={`A ${dialogSize ?? ''} dialog`}
          description="Focus stays inside until it closes."
        >
          <Button onClick={() => setDialogSize(undefined)}>Done</Button>
        </Dialog>
        <Dialog
          open={blockingOpen}
          onOpenChange={setBlockingOpen}
          size="sm"
          role="alertdialog"
          title="Your session is about to expire"
          description="Neither Escape nor a click outside closes this dialog."
          closeOnEscape={false}
          closeOnInteractOutside={false}
          showCloseButton={false}
        >
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
            <Button variant="outline" onClick={() => setBlockingOpen(false)}>
              Sign out
            </Button>
            <Button onClick={() => setBlockingOpen(false)}>Stay signed in</Button>
          </div>
        </Dialog>
        <Drawer open={drawerSide !== undefined} onOpenChange={(open) => !open && setDrawerSide(undefined)} side={drawerSide} title="Menu">
          <nav aria-label="Drawer example">
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <li>
                <Link to="/" variant="plain">
                  Home
                </Link>
              </li>
              <li>
                <Link href="https://www.iata.org/" variant="plain">
                  Manage my trips
                </Link>
              </li>
            </ul>
          </nav>
        </Drawer>
      </Section>

      <Section title="Text fields">
        <div className={column}>
          <Field label="First name" required autoComplete="given-name" />
          <Field label="Email" type="email" helperText="We send the confirmation here." />
          <Field label="Card number" error="Enter a valid card number." defaultValue="4111" inputMode="numeric" />
          <Field label="Loyalty number" disabled defaultValue="RC-204-118" />
        </div>
      </Section>

      <Section title="Selects">
        <div className={column}>
          <Select label="Room preference" items={roomPreferences} value={preference} onValueChange={setPreference} required />
          <Select
            label="Locked preference"
            items={roomPreferences}
            value={locked}
            onValueChange={setLocked}
            beforeChange={(next) => next !== 'smoking'}
            error={locked ? undefined : 'Choose a preference.'}
          />
          <Select
            label="Country"
            items={countries}
            value={country}
            onValueChange={setCountry}
            beforeChange={async (next) => {
              await wait(300)
              return next !== 'mexico'
            }}
          />
          <Select label="Required, with an error" items={roomPreferences} required error="Choose a room preference." />
          <Select label="Disabled" items={roomPreferences} defaultValue="smoking" disabled />
        </div>
      </Section>

      <Section title="Choices">
        <div className={column}>
          <Checkbox checked={checked} onCheckedChange={setChecked}>
            Email me offers
          </Checkbox>
          <Checkbox defaultChecked={false}>Add trip protection</Checkbox>
          <Checkbox checked="indeterminate">Some rooms selected</Checkbox>
          <Checkbox invalid required>
            I accept the terms and conditions
          </Checkbox>
          <Checkbox disabled defaultChecked>
            Disabled and checked
          </Checkbox>
          <Switch defaultChecked>Show prices with taxes</Switch>
          <Switch disabled>Disabled switch</Switch>
        </div>
      </Section>

      <Section title="Counters">
        <Counter label="Adults" value={adults} onValueChange={setAdults} min={1} max={9} />
        <Counter label="Children" value={children} onValueChange={setChildren} min={0} max={8} />
        <Counter label="Rooms" value={1} onValueChange={() => undefined} min={1} max={9} disabled />
      </Section>

      <Section title="Date pickers">
        <DatePicker label="Stay dates" selectionMode="range" value={stay} onValueChange={setStay} startLabel="Check-in" endLabel="Check-out" />
        <DatePicker label="Date of birth" value={birthDate} onValueChange={setBirthDate} />
        <DatePicker label="Pick-up date" defaultValue={['2026-12-24']} min="2026-12-01" max="2027-02-28" />
      </Section>

      <Section title="Tabs">
        <Tabs
          label="Lines of business"
          tabs={[
            { value: 'hotels', title: 'Hotels', content: <p>Hotel search</p> },
            { value: 'flights', title: 'Flights', content: <p>Flight search</p> },
            { value: 'cars', title: 'Cars', content: <p>Car search</p> },
            { value: 'cruises', title: 'Cruises', content: <p>Cruise search</p>, disabled: true },
          ]}
        />
      </Section>

      <Section title="Alerts">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' })}>
          <Alert variant="site-error">Something went wrong. Please try again.</Alert>
          <Alert variant="site-message">Scheduled maintenance on Sunday from 2:00 to 4:00 UTC.</Alert>
          <Alert variant="block-info" title="Free cancellation">
            Cancel until 3 days before check-in.
          </Alert>
          <Alert variant="block-error" title="Card declined">
            Check the card details or use another card.
          </Alert>
          <Alert variant="page-info">Prices include taxes and fees.</Alert>
        </div>
      </Section>

      <Section title="Progress">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Stepper label="Checkout progress" steps={checkoutSteps} current={step} />
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button size="sm" variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
              Previous step
            </Button>
            <Button size="sm" variant="outline" disabled={step === checkoutSteps.length - 1} onClick={() => setStep(step + 1)}>
              Next step
            </Button>
          </div>
        </div>
      </Section>

      <Section title="Cards and carousel">
        <Card padding="lg" className={css({ maxW: '20rem' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>A card</h3>
          <p>Content in a card.</p>
        </Card>
        <Card elevated className={css({ maxW: '20rem' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>An elevated card</h3>
          <p>With a shadow instead of a border.</p>
        </Card>
        <div className={css({ w: 'full', maxW: '40rem' })}>
          <Carousel
            label="Featured offers"
            slidesPerPage={2}
            previousLabel="Previous offers"
            nextLabel="Next offers"
            items={['Paris', 'Tokyo', 'Lisbon', 'New York', 'Sydney'].map((city) => ({
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
