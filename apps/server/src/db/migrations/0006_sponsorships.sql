-- decisions.md §13, docs/decisions/013: a sponsor is a company kept across events; what it gave to one
-- event (value, payment, notes, numbers) is its sponsorship in that event.
CREATE TABLE "sponsorships" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_method" varchar(16),
	"payment_status" varchar(16) DEFAULT 'pendente' NOT NULL,
	"payment_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_amount" CHECK ("sponsorships"."amount" >= 0),
	CONSTRAINT "sponsorships_method" CHECK ("sponsorships"."payment_method" is null or "sponsorships"."payment_method" in ('PIX', 'Dinheiro', 'Boleto')),
	CONSTRAINT "sponsorships_status" CHECK ("sponsorships"."payment_status" in ('pendente', 'pago', 'parcial', 'atrasado'))
);
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_sponsor_event_key" ON "sponsorships" USING btree ("sponsor_id","event_id");--> statement-breakpoint
CREATE INDEX "sponsorships_event_idx" ON "sponsorships" USING btree ("event_id");--> statement-breakpoint
-- Sponsors registered on an install that has no event at all (the demo night turned off, no
-- night created yet): their money must not be lost, and a sponsorship needs an event. They are
-- kept in a finished event made for them, which sells nothing and shows on no screen of the
-- buyers; the admin copies them from it into the first real night ("Copiar patrocinadores de
-- outro evento"), and it stays as the record of what was paid. No sponsors, no such event.
INSERT INTO "events" ("name", "start_date", "rounds_count", "status", "card_price")
SELECT 'Patrocinadores anteriores aos eventos', coalesce(min("created_at"), now()), 1, 'finalizado', 0
FROM "sponsors"
HAVING count(*) > 0 AND NOT EXISTS (SELECT 1 FROM "events");--> statement-breakpoint
-- Today's sponsors go to "the most recent event": the one em_andamento; else the scheduled one
-- nearest to now (GET /events/active, the night the telão and the sponsors screen were showing
-- them for, and the one that screen opens on after the update); else the latest start date.
-- Each sponsorship takes its sponsor's id, so every id the screens or a link held still names
-- the same sponsor's row.
INSERT INTO "sponsorships" ("id", "sponsor_id", "event_id", "amount", "payment_method", "payment_status", "payment_date", "notes", "created_at", "updated_at")
SELECT s."id", s."id", e."id", s."amount", s."payment_method", s."payment_status", s."payment_date", s."notes", s."created_at", s."updated_at"
FROM "sponsors" s
CROSS JOIN (
	SELECT "id" FROM "events"
	ORDER BY "status" = 'em_andamento' DESC,
		"status" = 'scheduled' DESC,
		CASE WHEN "status" = 'scheduled' THEN abs(extract(epoch FROM "start_date" - now())) END ASC,
		"start_date" DESC,
		"id" DESC
	LIMIT 1
) e;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sponsorships', 'id'), coalesce(max("id"), 0) + 1, false) FROM "sponsorships";--> statement-breakpoint
-- The numbers move to the sponsorship: its id is the sponsor's, so the column is renamed as it is.
ALTER TABLE "sponsor_numbers" DROP CONSTRAINT "sponsor_numbers_sponsor_id_sponsors_id_fk";--> statement-breakpoint
ALTER TABLE "sponsor_numbers" RENAME COLUMN "sponsor_id" TO "sponsorship_id";--> statement-breakpoint
ALTER TABLE "sponsor_numbers" RENAME CONSTRAINT "sponsor_numbers_sponsor_id_number_pk" TO "sponsor_numbers_sponsorship_id_number_pk";--> statement-breakpoint
ALTER TABLE "sponsor_numbers" ADD CONSTRAINT "sponsor_numbers_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The company keeps its name, contact and logo (image_id is untouched); the rest now lives on the sponsorship.
ALTER TABLE "sponsors" DROP CONSTRAINT "sponsors_amount";--> statement-breakpoint
ALTER TABLE "sponsors" DROP CONSTRAINT "sponsors_method";--> statement-breakpoint
ALTER TABLE "sponsors" DROP CONSTRAINT "sponsors_status";--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "payment_date";--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "notes";
