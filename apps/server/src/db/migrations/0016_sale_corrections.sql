CREATE TABLE "physical_sale_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"corrected_by" integer NOT NULL,
	"reason" varchar(300) NOT NULL,
	"old_user_id" integer NOT NULL,
	"new_user_id" integer NOT NULL,
	"old_amount" numeric(12, 2) NOT NULL,
	"new_amount" numeric(12, 2) NOT NULL,
	"old_settled_at" timestamp with time zone,
	"new_settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "physical_sale_corrections" ADD CONSTRAINT "physical_sale_corrections_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sale_corrections" ADD CONSTRAINT "physical_sale_corrections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sale_corrections" ADD CONSTRAINT "physical_sale_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sale_corrections" ADD CONSTRAINT "physical_sale_corrections_old_user_id_users_id_fk" FOREIGN KEY ("old_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sale_corrections" ADD CONSTRAINT "physical_sale_corrections_new_user_id_users_id_fk" FOREIGN KEY ("new_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "physical_sale_corrections_event_idx" ON "physical_sale_corrections" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "physical_sale_corrections_sale_idx" ON "physical_sale_corrections" USING btree ("sale_id");