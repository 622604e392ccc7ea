-- The staff candidates table searches names, e-mails and phones by substring (pg_trgm: a trusted
-- extension on PostgreSQL 13+, loaded on PGlite by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "current_stage_n" smallint;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "current_stage_status" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "current_stage_deadline_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: the same pick as refreshCurrentStage (screening/stage-transition.service.ts).
UPDATE "candidates" c SET ("current_stage_n", "current_stage_status", "current_stage_deadline_at") = (
  SELECT cs.n, cs.status, cs.deadline_at FROM "candidate_stages" cs
  WHERE cs.candidate_id = c.id AND cs.status <> 'skipped'
  ORDER BY CASE WHEN cs.status NOT IN ('success', 'none') THEN 0 WHEN cs.status = 'success' THEN 1 ELSE 2 END,
    CASE WHEN cs.status = 'success' THEN -cs.n ELSE cs.n END
  LIMIT 1
);--> statement-breakpoint
CREATE INDEX "candidates_submitted_desc_idx" ON "candidates" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_submitted_asc_idx" ON "candidates" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "candidates_stage_desc_idx" ON "candidates" USING btree ("current_stage_n" DESC NULLS LAST,"current_stage_status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_stage_asc_idx" ON "candidates" USING btree ("current_stage_n","current_stage_status","id");--> statement-breakpoint
CREATE INDEX "candidates_deadline_desc_idx" ON "candidates" USING btree ("current_stage_deadline_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_deadline_asc_idx" ON "candidates" USING btree ("current_stage_deadline_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower(("last_name" || ' ' || "first_name" || ' ' || "middle_name") collate "und-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);