CREATE TABLE "sim_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_activity_departures" (
	"activity_id" text NOT NULL,
	"option_id" text NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_activity_departures_activity_id_option_id_day_time_pk" PRIMARY KEY("activity_id","option_id","day","time")
);
--> statement-breakpoint
CREATE INDEX "sim_activities_destination_idx" ON "sim_activities" USING btree ("destination_id","kind");--> statement-breakpoint
CREATE INDEX "sim_activity_departures_day_idx" ON "sim_activity_departures" USING btree ("day");