CREATE TABLE "sim_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_room_nights" (
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
CREATE INDEX "sim_hotels_destination_idx" ON "sim_hotels" USING btree ("destination_id");