CREATE INDEX "participant_profiles_institution_idx" ON "participant_profiles" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ((("last_name" || ' ' || "first_name" || ' ' || "middle_name") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("city_id");