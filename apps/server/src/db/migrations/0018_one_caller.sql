ALTER TABLE "round_records" DROP CONSTRAINT "round_records_kind";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "control_panel" varchar(64);--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "control_by" varchar(120);--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "control_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "round_records" ADD CONSTRAINT "round_records_kind" CHECK ("round_records"."kind" in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened', 'prize_changed', 'control_taken'));