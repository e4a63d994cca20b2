// The site's icons, all from one set (Lucide, SVG): inline so they need no request, never emoji (which
// Chromium on Linux draws as empty boxes). Hidden from assistive technology: the control or text beside
// them carries the name. Import an icon from here, not from lucide-react, so the set stays one.
import { ArrowLeftRight, Check, ChevronDown, ChevronLeft, ChevronRight, CircleAlert, Info, Menu, Minus, Plus, X, Calendar, type LucideProps } from 'lucide-react'

type IconProps = Omit<LucideProps, 'ref'>

const defaults = { size: 20, 'aria-hidden': true, focusable: 'false' } as const

export const CloseIcon = (props: IconProps) => <X {...defaults} {...props} />
export const ChevronDownIcon = (props: IconProps) => <ChevronDown {...defaults} {...props} />
export const ChevronLeftIcon = (props: IconProps) => <ChevronLeft {...defaults} {...props} />
export const ChevronRightIcon = (props: IconProps) => <ChevronRight {...defaults} {...props} />
export const CheckIcon = (props: IconProps) => <Check {...defaults} strokeWidth={3} {...props} />
export const MinusIcon = (props: IconProps) => <Minus {...defaults} {...props} />
export const PlusIcon = (props: IconProps) => <Plus {...defaults} {...props} />
export const CalendarIcon = (props: IconProps) => <Calendar {...defaults} {...props} />
export const InfoIcon = (props: IconProps) => <Info {...defaults} {...props} />
export const ErrorIcon = (props: IconProps) => <CircleAlert {...defaults} {...props} />
export const MenuIcon = (props: IconProps) => <Menu {...defaults} {...props} />
export const SwapIcon = (props: IconProps) => <ArrowLeftRight {...defaults} {...props} />

export {
  BedDouble as HotelIcon,
  Car as CarIcon,
  Cog as TransmissionIcon,
  DoorOpen as DoorIcon,
  ExternalLink as ExternalLinkIcon,
  Fuel as FuelIcon,
  Luggage as BagIcon,
  Plane as FlightIcon,
  Route as MileageIcon,
  Snowflake as AirConditioningIcon,
  Ticket as TicketIcon,
  Timer as DurationIcon,
  Users as SeatsIcon,
  UtensilsCrossed as DiningIcon,
  Zap as ElectricIcon,
} from 'lucide-react'
