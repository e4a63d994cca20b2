CREATE TABLE "sim_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_reservations" ADD COLUMN "details" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_reservations" ADD COLUMN "email" text NOT NULL;