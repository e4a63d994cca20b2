-- Find my booking looks a confirmation number up by its order id (docs/decisions/073, 089).
CREATE INDEX IF NOT EXISTS "sim_reservations_order_idx" ON "sim_reservations" USING btree ("order_id");
