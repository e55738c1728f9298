CREATE TABLE "acumulado_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value_before" numeric(12, 2) NOT NULL,
	"value_after" numeric(12, 2) NOT NULL,
	"ball_limit" smallint,
	"round_id" integer,
	"other_event_id" integer,
	"user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acumulado_changes_kind" CHECK ("acumulado_changes"."kind" in ('configured', 'changed', 'won', 'carried_over', 'passed_on', 'carried_in', 'removed')),
	CONSTRAINT "acumulado_changes_values" CHECK ("acumulado_changes"."value_before" >= 0 and "acumulado_changes"."value_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "round_records" DROP CONSTRAINT "round_records_kind";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "acumulado_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "acumulado_ball_limit" smallint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "acumulado_increment" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "acumulado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "acumulado_changes" ADD CONSTRAINT "acumulado_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acumulado_changes" ADD CONSTRAINT "acumulado_changes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acumulado_changes" ADD CONSTRAINT "acumulado_changes_other_event_id_events_id_fk" FOREIGN KEY ("other_event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acumulado_changes" ADD CONSTRAINT "acumulado_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acumulado_changes_event_idx" ON "acumulado_changes" USING btree ("event_id","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_acumulado" CHECK (("events"."acumulado_ball_limit" is null and "events"."acumulado_value" is null and "events"."acumulado_increment" is null) or ("events"."acumulado_ball_limit" between 1 and 75 and "events"."acumulado_value" >= 0 and "events"."acumulado_increment" >= 0));--> statement-breakpoint
ALTER TABLE "round_records" ADD CONSTRAINT "round_records_kind" CHECK ("round_records"."kind" in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened', 'prize_changed', 'control_taken', 'stage_won', 'stage_reopened', 'cards_voided', 'sale_swapped', 'winner_voided', 'prize_delivered', 'prize_delivery_undone', 'acumulado'));--> statement-breakpoint
-- Hand-written (docs/decisions/032): the pot's history is never rewritten. Rows go only with an
-- event that can still be deleted (one that never played nor passed a pot on).
CREATE FUNCTION "acumulado_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'O histórico do acumulado não pode ser alterado.' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "acumulado_changes_append_only" BEFORE UPDATE ON "acumulado_changes" FOR EACH ROW EXECUTE FUNCTION "acumulado_changes_append_only"();
