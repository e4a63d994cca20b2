CREATE TABLE "sim_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Rewritten after release (issue 38): as generated, the two columns were added NOT NULL without a value, so a
-- database at 0004 holding a reservation could not upgrade. Now each row's price and points come from its
-- summary and its email is empty (no guest booked before this migration); the columns end as generated.
-- A database that ran the first text is unchanged: drizzle applies migrations newer than its last, by timestamp.
ALTER TABLE "sim_reservations" ADD COLUMN "details" jsonb;--> statement-breakpoint
UPDATE "sim_reservations" SET "details" = jsonb_build_object('price', jsonb_build_object('total', "summary"->'total'->'amount', 'currency', "summary"->'total'->'currency'), 'payment', jsonb_build_object('pointsUsed', coalesce("summary"->'pointsUsed', '0'::jsonb)));--> statement-breakpoint
ALTER TABLE "sim_reservations" ALTER COLUMN "details" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_reservations" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_reservations" ALTER COLUMN "email" DROP DEFAULT;
