-- The platform keeps every customer itself, the demo members too (docs/decisions/064).
ALTER TABLE "sim_customers" ADD COLUMN IF NOT EXISTS "profile_unavailable" boolean DEFAULT false NOT NULL;
