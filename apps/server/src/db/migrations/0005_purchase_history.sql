CREATE TABLE "purchase_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"provider_status" varchar(32),
	"source" varchar(16) NOT NULL,
	"hook_id" varchar(64),
	"review_reason" varchar(200),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_status_changes_source" CHECK ("purchase_status_changes"."source" in ('checkout', 'webhook', 'reconcile', 'verify', 'expiry', 'migration'))
);
--> statement-breakpoint
ALTER TABLE "purchase_status_changes" ADD CONSTRAINT "purchase_status_changes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_status_changes_purchase_idx" ON "purchase_status_changes" USING btree ("purchase_id","at");--> statement-breakpoint
-- Purchases made before the history began: each was opened pending at checkout; where it has
-- moved on (or is held for review), one entry records the state it reached, at its last update,
-- since what moved it was never written down.
INSERT INTO "purchase_status_changes" ("purchase_id", "from_status", "to_status", "source", "at") SELECT "id", NULL, 'pendente', 'checkout', "created_at" FROM "purchases";--> statement-breakpoint
INSERT INTO "purchase_status_changes" ("purchase_id", "from_status", "to_status", "provider_status", "source", "review_reason", "at") SELECT "id", 'pendente', "status", "provider_status", 'migration', "review_reason", "updated_at" FROM "purchases" WHERE "status" <> 'pendente' OR "review_reason" IS NOT NULL;
