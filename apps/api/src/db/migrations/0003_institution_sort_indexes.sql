CREATE INDEX "institutions_type_idx" ON "institutions" USING btree ("type");--> statement-breakpoint
CREATE INDEX "institutions_city_idx" ON "institutions" USING btree ("city");