CREATE TABLE "vacancy_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_tags_name_uq" ON "vacancy_tags" USING btree (lower("name"));