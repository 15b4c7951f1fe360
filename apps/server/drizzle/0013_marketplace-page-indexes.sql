DROP INDEX "marketplace_items_status_type_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_status_category_created_idx";--> statement-breakpoint
CREATE INDEX "marketplace_items_buyable_created_idx" ON "marketplace_items" USING btree ("created_at","id") WHERE "marketplace_items"."status" = 'AVAILABLE' and "marketplace_items"."type" in ('SALE', 'BOTH');--> statement-breakpoint
CREATE INDEX "marketplace_items_exchangeable_created_idx" ON "marketplace_items" USING btree ("created_at","id") WHERE "marketplace_items"."status" = 'AVAILABLE' and "marketplace_items"."type" in ('EXCHANGE', 'BOTH');--> statement-breakpoint
CREATE INDEX "marketplace_items_status_type_created_idx" ON "marketplace_items" USING btree ("status","type","created_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_items_status_category_created_idx" ON "marketplace_items" USING btree ("status","category_id","created_at","id");