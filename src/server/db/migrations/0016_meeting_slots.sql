CREATE TABLE "meeting_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"capacity" smallint NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_slots_id_capacity_uq" UNIQUE("id","capacity"),
	CONSTRAINT "meeting_slots_n_ck" CHECK ("meeting_slots"."n" in (4, 5, 6)),
	CONSTRAINT "meeting_slots_capacity_ck" CHECK ("meeting_slots"."capacity" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"slot_id" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"seat" smallint NOT NULL,
	"candidate_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_bookings_slot_id_seat_pk" PRIMARY KEY("slot_id","seat"),
	CONSTRAINT "slot_bookings_seat_ck" CHECK ("slot_bookings"."seat" between 1 and "slot_bookings"."capacity")
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "slot_cutoff_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_fk" FOREIGN KEY ("slot_id","capacity") REFERENCES "public"."meeting_slots"("id","capacity") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "meeting_slots_vacancy_idx" ON "meeting_slots" USING btree ("vacancy_id","n","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_candidate_uq" ON "slot_bookings" USING btree ("candidate_id","n");--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_slot_cutoff_ck" CHECK ("vacancies"."slot_cutoff_hours" between 0 and 336);