CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_file_id" integer,
	"link" text DEFAULT '' NOT NULL,
	"stages" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_kind_ck" CHECK ("materials"."kind" in ('video','podcast','article'))
);
--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_media_file_id_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_created_idx" ON "materials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "materials_media_idx" ON "materials" USING btree ("media_file_id");