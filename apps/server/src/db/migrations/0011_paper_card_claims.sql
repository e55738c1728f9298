-- Paper cards followed on a phone (docs/decisions/018): who added a printed card by its barcode and check code. Its own table, one account per card, because cards.user_id is the buyer and must not change.
CREATE TABLE "card_claims" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_claims" ADD CONSTRAINT "card_claims_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_claims" ADD CONSTRAINT "card_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_claims_user_idx" ON "card_claims" USING btree ("user_id");