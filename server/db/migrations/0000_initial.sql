CREATE TABLE "page_content" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"version" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_page_locale_version_pk" PRIMARY KEY("page","locale","version")
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"site_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
