// Every recipe of the design system, registered in the Panda theme (theme.ts). Components bind
// them with `styled(ark.x, recipe)` or `createStyleContext(slotRecipe)` from styled-system.
import { alert } from './alert.ts'
import { button } from './button.ts'
import { card } from './card.ts'
import { carousel } from './carousel.ts'
import { checkbox } from './checkbox.ts'
import { counter } from './counter.ts'
import { datePicker } from './date-picker.ts'
import { dialog } from './dialog.ts'
import { drawer } from './drawer.ts'
import { field } from './field.ts'
import { link } from './link.ts'
import { select } from './select.ts'
import { stepper } from './stepper.ts'
import { switchRecipe } from './switch.ts'
import { tabs } from './tabs.ts'
import { termList } from './term-list.ts'
import { tooltip } from './tooltip.ts'

export const recipes = { button, card, link, termList }

export const slotRecipes = { alert, carousel, checkbox, counter, datePicker, dialog, drawer, field, select, stepper, switchRecipe, tabs, tooltip }
