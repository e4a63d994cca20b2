-- Every change to a member's points, with the booking it came from (issue 42 item 9).
CREATE TABLE "sim_points_entries" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"sequence" serial NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance" integer NOT NULL,
	"reservation_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sim_points_entries_customer_idx" ON "sim_points_entries" USING btree ("customer_id","sequence");--> statement-breakpoint
CREATE INDEX "sim_points_entries_reservation_idx" ON "sim_points_entries" USING btree ("reservation_id");