// The tabs of My Trips: upcoming and past confirmed trips, and cancelled ones. A module of their own: the route's search
// reads them on every page's first load, which so does not carry the list's query and its server function (bench/bytes).
export const tripTabs = ['upcoming', 'past', 'cancelled'] as const
export type TripTab = (typeof tripTabs)[number]
