-- The tables the app's migrations 0002–0015 created while the simulator lived in the app: IF NOT EXISTS,
-- so a database the app migrated keeps them as they are and a fresh one gets them here.
CREATE TABLE IF NOT EXISTS "sim_airports" (
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
CREATE TABLE IF NOT EXISTS "sim_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"loyalty" jsonb NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_reservations" (
	"reservation_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"summary" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_room_nights" (
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_traveler_profiles" (
	"traveler_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_car_days" (
	"fleet_id" text NOT NULL,
	"day" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_car_days_fleet_id_day_pk" PRIMARY KEY("fleet_id","day")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_car_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_dining_seatings" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_dining_seatings_restaurant_id_day_time_pk" PRIMARY KEY("restaurant_id","day","time")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_activity_departures" (
	"activity_id" text NOT NULL,
	"option_id" text NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_activity_departures_activity_id_option_id_day_time_pk" PRIMARY KEY("activity_id","option_id","day","time")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_air_routes" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"distance_km" integer NOT NULL,
	"carriers" jsonb NOT NULL,
	CONSTRAINT "sim_air_routes_origin_destination_pk" PRIMARY KEY("origin","destination")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sim_air_seats" (
	"segment_id" text NOT NULL,
	"seat" text NOT NULL,
	"cabin" text NOT NULL,
	"reservation_id" text NOT NULL,
	CONSTRAINT "sim_air_seats_segment_id_seat_pk" PRIMARY KEY("segment_id","seat")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_airports_destination_idx" ON "sim_airports" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_hotels_destination_idx" ON "sim_hotels" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_hotels_search_name_idx" ON "sim_hotels" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_reservations_customer_idx" ON "sim_reservations" USING btree ("customer_id","start_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_room_nights_night_idx" ON "sim_room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_traveler_profiles_customer_idx" ON "sim_traveler_profiles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_car_days_day_idx" ON "sim_car_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_car_locations_destination_idx" ON "sim_car_locations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_dining_seatings_day_idx" ON "sim_dining_seatings" USING btree ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_restaurants_destination_idx" ON "sim_restaurants" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_activities_destination_idx" ON "sim_activities" USING btree ("destination_id","kind");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_activity_departures_day_idx" ON "sim_activity_departures" USING btree ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sim_air_seats_reservation_idx" ON "sim_air_seats" USING btree ("reservation_id");