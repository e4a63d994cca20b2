CREATE TABLE "sim_dining_seatings" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_dining_seatings_restaurant_id_day_time_pk" PRIMARY KEY("restaurant_id","day","time")
);
--> statement-breakpoint
CREATE TABLE "sim_restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sim_dining_seatings_day_idx" ON "sim_dining_seatings" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sim_restaurants_destination_idx" ON "sim_restaurants" USING btree ("destination_id");