CREATE TABLE "sim_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"loyalty" jsonb NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
