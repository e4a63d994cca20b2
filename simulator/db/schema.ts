// The simulator's own tables, migrated from simulator/db/migrations (its own migrations table). Change
// them, then `npm run simulator:db:generate`.
export * from '../simulator.tables'
export * from '../hotel/hotel.tables'
export * from '../car/car.tables'
export * from '../dining/dining.tables'
export * from '../activity/activity.tables'
export * from '../air/air.tables'
