-- The staff search's text copied onto the candidate records (decision 045): `users.search` (name,
-- e-mail and phone lower-cased, one per line, migration 0013), null once the person is anonymised.
-- A search then finds, counts and sorts candidate records under one trigram index, without a join to
-- `users` per match. Kept by the database: a new record takes its person's text, a change of the name,
-- e-mail, phone or erasure reaches all their records. Backfilled before the index is built.
ALTER TABLE "candidates" ADD COLUMN "search" text;--> statement-breakpoint
UPDATE "candidates" c SET "search" = u."search"
  FROM "users" u WHERE u."id" = c."user_id" AND u."anonymised_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION "candidates_copy_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No row (an anonymised person) leaves NULL: found by no search.
  SELECT u."search" INTO NEW."search" FROM "users" u WHERE u."id" = NEW."user_id" AND u."anonymised_at" IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "candidates_copy_search" BEFORE INSERT OR UPDATE OF "user_id" ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION "candidates_copy_search"();--> statement-breakpoint
-- AFTER: `users.search` is generated, so NEW holds the new text here.
CREATE FUNCTION "users_to_candidates_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidates" SET "search" = CASE WHEN NEW."anonymised_at" IS NULL THEN NEW."search" END
    WHERE "user_id" = NEW."id"
      AND "search" IS DISTINCT FROM (CASE WHEN NEW."anonymised_at" IS NULL THEN NEW."search" END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_to_candidates_search"
  AFTER UPDATE OF "last_name", "first_name", "middle_name", "email", "phone", "anonymised_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_to_candidates_search"();--> statement-breakpoint
-- A short pending list (256 kB, not 4 MB): every candidate write adds to the index, every search reads
-- the whole list.
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
ANALYZE "candidates";
