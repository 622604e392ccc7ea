-- The staff search's one column and one trigram index (decision 028): name, e-mail and phone lower-cased
-- at write; statistics at once, so the planner estimates a search from the column, not a guess.
ALTER TABLE "users" ADD COLUMN "search" text GENERATED ALWAYS AS ((lower(((last_name || ' ' || first_name || ' ' || middle_name) collate "und-x-icu")) || chr(10) || lower(coalesce(email, '')) || chr(10) || coalesce(phone, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
ANALYZE "users";
