CREATE TABLE "candidate_files" (
	"candidate_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_files_candidate_id_file_id_role_pk" PRIMARY KEY("candidate_id","file_id","role"),
	CONSTRAINT "candidate_files_n_ck" CHECK ("candidate_files"."n" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_files_file_idx" ON "candidate_files" USING btree ("file_id");