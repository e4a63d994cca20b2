CREATE TABLE "sim_air_routes" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"distance_km" integer NOT NULL,
	"carriers" jsonb NOT NULL,
	CONSTRAINT "sim_air_routes_origin_destination_pk" PRIMARY KEY("origin","destination")
);
--> statement-breakpoint
CREATE TABLE "sim_air_seats" (
	"segment_id" text NOT NULL,
	"seat" text NOT NULL,
	"cabin" text NOT NULL,
	"reservation_id" text NOT NULL,
	CONSTRAINT "sim_air_seats_segment_id_seat_pk" PRIMARY KEY("segment_id","seat")
);
--> statement-breakpoint
CREATE INDEX "sim_air_seats_reservation_idx" ON "sim_air_seats" USING btree ("reservation_id");