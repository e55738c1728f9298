CREATE TABLE "late_cards" (
	"round_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_cards_round_id_card_id_pk" PRIMARY KEY("round_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "late_cards" ADD CONSTRAINT "late_cards_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cards" ADD CONSTRAINT "late_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_cards_card_idx" ON "late_cards" USING btree ("card_id");