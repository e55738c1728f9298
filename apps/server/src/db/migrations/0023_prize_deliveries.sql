CREATE TABLE "prize_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"stage" varchar(16) NOT NULL,
	"card_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"received_by" varchar(120),
	"received_at" timestamp with time zone,
	"photo_image_id" integer,
	"reason" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_deliveries_action" CHECK ("prize_deliveries"."action" in ('delivered', 'undone')),
	CONSTRAINT "prize_deliveries_received" CHECK (("prize_deliveries"."action" = 'delivered') = ("prize_deliveries"."received_by" is not null and "prize_deliveries"."received_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "winner_voids" (
	"round_id" integer NOT NULL,
	"stage" varchar(16) NOT NULL,
	"card_id" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winner_voids_round_id_stage_card_id_pk" PRIMARY KEY("round_id","stage","card_id")
);
--> statement-breakpoint
ALTER TABLE "round_records" DROP CONSTRAINT "round_records_kind";--> statement-breakpoint
ALTER TABLE "prize_deliveries" ADD CONSTRAINT "prize_deliveries_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_deliveries" ADD CONSTRAINT "prize_deliveries_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_deliveries" ADD CONSTRAINT "prize_deliveries_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_deliveries" ADD CONSTRAINT "prize_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_voids" ADD CONSTRAINT "winner_voids_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_voids" ADD CONSTRAINT "winner_voids_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_voids" ADD CONSTRAINT "winner_voids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_deliveries_round_idx" ON "prize_deliveries" USING btree ("round_id","stage","card_id");--> statement-breakpoint
ALTER TABLE "round_records" ADD CONSTRAINT "round_records_kind" CHECK ("round_records"."kind" in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened', 'prize_changed', 'control_taken', 'stage_won', 'stage_reopened', 'cards_voided', 'sale_swapped', 'winner_voided', 'prize_delivered', 'prize_delivery_undone'));