DROP INDEX "library_items_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "library_items_lower_title_trgm_idx" ON "library_items" USING gin (lower("title") gin_trgm_ops);