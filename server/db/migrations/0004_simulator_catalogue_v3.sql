CREATE TABLE "sim_airports" (
	"iata" text PRIMARY KEY NOT NULL,
	"icao" text NOT NULL,
	"name" text NOT NULL,
	"destination_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_hotels" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sim_airports_destination_idx" ON "sim_airports" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "sim_hotels_search_name_idx" ON "sim_hotels" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sim_room_nights_night_idx" ON "sim_room_nights" USING btree ("night");