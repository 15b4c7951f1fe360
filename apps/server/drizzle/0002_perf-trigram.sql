-- pg_trgm ships with PostgreSQL (contrib) and with PGlite (@electric-sql/pglite/contrib/pg_trgm, loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "library_items_title_trgm_idx" ON "library_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_subtitle_trgm_idx" ON "events" USING gin ("subtitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketplace_items_title_trgm_idx" ON "marketplace_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);