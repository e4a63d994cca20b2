CREATE TABLE "sim_car_days" (
	"fleet_id" text NOT NULL,
	"day" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_car_days_fleet_id_day_pk" PRIMARY KEY("fleet_id","day")
);
--> statement-breakpoint
CREATE TABLE "sim_car_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sim_car_days_day_idx" ON "sim_car_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sim_car_locations_destination_idx" ON "sim_car_locations" USING btree ("destination_id");