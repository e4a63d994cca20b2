// Panda theme: tokens of §R2/§R9 and the semantic colours every recipe uses.
import { recipes, slotRecipes } from './recipes/index.ts'
import { breakpointsPx, dialogWidthsPx, layoutPx, rem } from './tokens.ts'

const px = (record: Record<string, number>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, { value: rem(value) }]))

export const theme = {
  breakpoints: Object.fromEntries(Object.entries(breakpointsPx).map(([key, value]) => [key, `${value}px`])),
  extend: {
    tokens: {
      // Stacking order of layered UI (the preset has none); names follow Park UI / Chakra.
      zIndex: {
        hide: { value: -1 },
        base: { value: 0 },
        docked: { value: 10 },
        dropdown: { value: 1000 },
        sticky: { value: 1100 },
        banner: { value: 1200 },
        overlay: { value: 1300 },
        modal: { value: 1400 },
        popover: { value: 1500 },
        skipLink: { value: 1600 },
        toast: { value: 1700 },
        tooltip: { value: 1800 },
      },
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      sizes: {
        ...Object.fromEntries(Object.entries(dialogWidthsPx).map(([key, value]) => [`dialog.${key}`, { value: rem(value) }])),
        ...px({
          filtersDialog: layoutPx.filtersDialog,
          mobileDrawer: layoutPx.mobileDrawer,
          headerToolbar: layoutPx.headerToolbar,
          heroMinHeight: layoutPx.heroMinHeight,
          tabHeight: layoutPx.tabHeight,
          searchWidgetBasis: layoutPx.searchWidgetBasis,
          containerMax: layoutPx.containerMax,
        }),
      },
      colors: {
        brand: {
          50: { value: '#eef4fb' },
          100: { value: '#d6e4f5' },
          500: { value: '#006fcf' },
          600: { value: '#00589f' },
          700: { value: '#00427a' },
          900: { value: '#00175a' },
        },
      },
    },
    keyframes: {
      'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      'slide-in-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
      'slide-in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
      shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } },
      spin: { to: { transform: 'rotate(360deg)' } },
      'progress-sweep': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    },
    recipes,
    slotRecipes,
    semanticTokens: {
      colors: {
        bg: {
          canvas: { value: '#ffffff' },
          subtle: { value: '{colors.gray.50}' },
          muted: { value: '{colors.gray.100}' },
          inverse: { value: '{colors.brand.900}' },
          overlay: { value: 'rgba(0, 23, 90, 0.45)' },
        },
        fg: {
          default: { value: '{colors.gray.900}' },
          muted: { value: '{colors.gray.600}' },
          inverse: { value: '#ffffff' },
          link: { value: '{colors.brand.600}' },
        },
        border: { default: { value: '{colors.gray.300}' }, strong: { value: '{colors.gray.500}' } },
        accent: {
          default: { value: '{colors.brand.600}' },
          emphasized: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          fg: { value: '#ffffff' },
        },
        danger: { default: { value: '{colors.red.700}' }, subtle: { value: '{colors.red.50}' } },
        success: { default: { value: '{colors.green.700}' }, subtle: { value: '{colors.green.50}' } },
        info: { default: { value: '{colors.brand.700}' }, subtle: { value: '{colors.brand.50}' } },
        warning: { default: { value: '{colors.amber.800}' }, subtle: { value: '{colors.amber.50}' } },
        focus: { ring: { value: '{colors.brand.500}' } },
      },
    },
  },
}
