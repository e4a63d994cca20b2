// The texts of the widgets whose code loads on interaction (the interactive map, the date calendar's
// days): their own namespace, so they load with those widgets, not with every page's first load.
export const widgets = {
  'map.title': 'Map: drag it or use the arrow keys to move it',
  'map.zoom-in': 'Zoom in',
  'map.zoom-out': 'Zoom out',
  'map.credits': 'Map credits',
  'map.group': '{count} from {price}',
  'map.group-name': '{count} places from {price}: zoom in',
  'map.group-plain': '{count} places',
  'map.group-plain-name': '{count} places: zoom in',
  'map.scroll-help': 'Use Ctrl + scroll to zoom the map',
  'map.scroll-help-mac': 'Use ⌘ + scroll to zoom the map',
  'map.touch-help': 'Use two fingers to move the map',
  'date-range.day-unavailable': 'Not available. {date}',
  'date-range.day-first': 'Starting range from {date}',
  'date-range.day-last': 'Range ending at {date}',
  'date-range.day-in-range': 'In range. {date}',
  'date-range.day-selected': 'Selected date. {date}',
  'date-range.day-choose': 'Choose {date}',
  'date-range.lowest-legend': 'Lowest price shown',
  'map.centre': '{name} center',
} as const
