-- Each position's expected answer time (decision 066): the working days the team takes to answer a
-- participant waiting for it, set by the recruiter, 5 unless they choose otherwise, 1 to 30.
ALTER TABLE "vacancies" ADD COLUMN "answer_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_answer_days_ck" CHECK ("vacancies"."answer_days" between 1 and 30);
