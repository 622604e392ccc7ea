CREATE TABLE "vacancy_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancy_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"filters" jsonb NOT NULL,
	"results_count" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"filters" jsonb NOT NULL,
	"filters_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vacancy_searches" ADD CONSTRAINT "vacancy_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_searches_created_idx" ON "vacancy_searches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_subscriptions_email_filters_uq" ON "vacancy_subscriptions" USING btree ("email","filters_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_subscriptions_token_uq" ON "vacancy_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vacancy_subscriptions_active_idx" ON "vacancy_subscriptions" USING btree ("created_at") WHERE "vacancy_subscriptions"."unsubscribed_at" is null;