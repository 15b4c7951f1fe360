DROP INDEX "library_items_status_created_idx";--> statement-breakpoint
DROP INDEX "library_items_status_lower_title_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_status_created_id_idx";--> statement-breakpoint
CREATE INDEX "library_items_status_created_idx" ON "library_items" USING btree ("status","created_at","id","title");--> statement-breakpoint
CREATE INDEX "library_items_status_lower_title_idx" ON "library_items" USING btree ("status",lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "marketplace_items_status_created_id_idx" ON "marketplace_items" USING btree ("status","created_at","id","title");