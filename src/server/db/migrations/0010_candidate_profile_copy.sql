DROP INDEX "candidates_user_idx";--> statement-breakpoint
DROP INDEX "candidates_submitted_desc_idx";--> statement-breakpoint
DROP INDEX "candidates_submitted_asc_idx";--> statement-breakpoint
DROP INDEX "candidates_stage_desc_idx";--> statement-breakpoint
DROP INDEX "candidates_stage_asc_idx";--> statement-breakpoint
DROP INDEX "candidates_deadline_desc_idx";--> statement-breakpoint
DROP INDEX "candidates_deadline_asc_idx";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "english_level" smallint;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "departments" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The participant's English level and departments copied onto their candidate records (decision 017),
-- kept by the database: a new record takes its participant's profile, a profile change reaches all
-- their records. Backfilled before the indexes are built.
UPDATE "candidates" c SET "english_level" = p."english_level", "departments" = p."departments"
  FROM "participant_profiles" p WHERE p."user_id" = c."user_id";--> statement-breakpoint
CREATE FUNCTION "candidates_copy_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."english_level", p."departments" INTO NEW."english_level", NEW."departments"
    FROM "participant_profiles" p WHERE p."user_id" = NEW."user_id";
  NEW."departments" := coalesce(NEW."departments", '{}');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "candidates_copy_profile" BEFORE INSERT OR UPDATE OF "user_id" ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION "candidates_copy_profile"();--> statement-breakpoint
CREATE FUNCTION "participant_profiles_to_candidates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "candidates" SET "english_level" = NULL, "departments" = '{}' WHERE "user_id" = OLD."user_id";
  ELSE
    UPDATE "candidates" SET "english_level" = NEW."english_level", "departments" = NEW."departments"
      WHERE "user_id" = NEW."user_id"
        AND ("english_level", "departments") IS DISTINCT FROM (NEW."english_level", NEW."departments");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "participant_profiles_to_candidates"
  AFTER INSERT OR DELETE OR UPDATE OF "english_level", "departments", "user_id" ON "participant_profiles"
  FOR EACH ROW EXECUTE FUNCTION "participant_profiles_to_candidates"();--> statement-breakpoint
CREATE INDEX "candidates_user_idx" ON "candidates" USING btree ("user_id","id","english_level","departments");--> statement-breakpoint
CREATE INDEX "candidates_submitted_desc_idx" ON "candidates" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"english_level","departments");--> statement-breakpoint
CREATE INDEX "candidates_submitted_asc_idx" ON "candidates" USING btree ("submitted_at","id","english_level","departments");--> statement-breakpoint
CREATE INDEX "candidates_stage_desc_idx" ON "candidates" USING btree ("current_stage_n" DESC NULLS LAST,"current_stage_status" DESC NULLS LAST,"id" DESC NULLS LAST,"english_level","departments");--> statement-breakpoint
CREATE INDEX "candidates_stage_asc_idx" ON "candidates" USING btree ("current_stage_n","current_stage_status","id","english_level","departments");--> statement-breakpoint
CREATE INDEX "candidates_deadline_desc_idx" ON "candidates" USING btree ("current_stage_deadline_at" DESC NULLS LAST,"id" DESC NULLS LAST,"english_level","departments");--> statement-breakpoint
CREATE INDEX "candidates_deadline_asc_idx" ON "candidates" USING btree ("current_stage_deadline_at","id","english_level","departments");--> statement-breakpoint
-- The planner needs the new columns' statistics to walk the indexes rather than scan the table.
ANALYZE "candidates";
