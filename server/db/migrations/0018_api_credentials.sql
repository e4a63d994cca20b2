CREATE TABLE "api_credential" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"secret_hash" text NOT NULL,
	"secret_start" text NOT NULL,
	"rate_limit_max" integer NOT NULL,
	"rate_limit_window_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_credential_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "api_credential" ADD CONSTRAINT "api_credential_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_credential_user_id_idx" ON "api_credential" USING btree ("user_id");