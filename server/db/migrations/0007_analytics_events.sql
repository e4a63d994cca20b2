CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"event_name" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"environment" text NOT NULL,
	"service_name" text NOT NULL,
	"session_id" text,
	"site_package" text NOT NULL,
	"source" text NOT NULL,
	"span_id" text NOT NULL,
	"trace_id" text NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"event_data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("event_name");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");