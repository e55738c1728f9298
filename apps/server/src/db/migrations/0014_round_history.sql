CREATE TABLE "removed_draw_keys" (
	"round_id" integer NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"number" smallint NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_draw_keys_round_id_client_key_pk" PRIMARY KEY("round_id","client_key")
);
--> statement-breakpoint
CREATE TABLE "event_reopenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "round_records" DROP CONSTRAINT "round_records_kind";--> statement-breakpoint
ALTER TABLE "removed_draw_keys" ADD CONSTRAINT "removed_draw_keys_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reopenings" ADD CONSTRAINT "event_reopenings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reopenings" ADD CONSTRAINT "event_reopenings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reopenings_event_idx" ON "event_reopenings" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "round_records" ADD CONSTRAINT "round_records_kind" CHECK ("round_records"."kind" in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened', 'prize_changed'));