CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_kind","at");--> statement-breakpoint
CREATE INDEX "transactions_transaction_id_prefix_idx" ON "transactions" USING btree ("transaction_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transactions_kind_amount_idx" ON "transactions" USING btree ("kind","amount","id");--> statement-breakpoint
CREATE INDEX "inventory_units_person_idx" ON "inventory_units" USING btree ("person_id","state") WHERE "inventory_units"."person_id" is not null;