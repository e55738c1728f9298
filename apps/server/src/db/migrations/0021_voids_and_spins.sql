CREATE TABLE "foguetinho_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_voids" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"user_id" integer,
	"reason" text,
	"swapped_to" integer,
	"round_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_voids_kind" CHECK ("card_voids"."kind" in ('returned', 'swapped')),
	CONSTRAINT "card_voids_swapped_to" CHECK (("card_voids"."kind" = 'swapped') = ("card_voids"."swapped_to" is not null))
);
--> statement-breakpoint
ALTER TABLE "round_records" DROP CONSTRAINT "round_records_kind";--> statement-breakpoint
ALTER TABLE "foguetinho_spins" ADD CONSTRAINT "foguetinho_spins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foguetinho_spins" ADD CONSTRAINT "foguetinho_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_voids" ADD CONSTRAINT "card_voids_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_voids" ADD CONSTRAINT "card_voids_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_voids" ADD CONSTRAINT "card_voids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_voids" ADD CONSTRAINT "card_voids_swapped_to_cards_id_fk" FOREIGN KEY ("swapped_to") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_voids" ADD CONSTRAINT "card_voids_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foguetinho_spins_event_idx" ON "foguetinho_spins" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "card_voids_event_idx" ON "card_voids" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "round_records" ADD CONSTRAINT "round_records_kind" CHECK ("round_records"."kind" in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened', 'prize_changed', 'control_taken', 'stage_won', 'stage_reopened', 'cards_voided', 'sale_swapped'));