CREATE TABLE "rewards_refresh_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rewards_refresh_token" ADD CONSTRAINT "rewards_refresh_token_member_id_rewards_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."rewards_member"("id") ON DELETE cascade ON UPDATE no action;