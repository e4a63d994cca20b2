CREATE TABLE "sim_traveler_profiles" (
	"traveler_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sim_traveler_profiles_customer_idx" ON "sim_traveler_profiles" USING btree ("customer_id");