CREATE TABLE "fake_orders" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"order" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fake_orders_idempotency_key" ON "fake_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "purchases_pending_expiry_idx" ON "purchases" USING btree ("expires_at") WHERE "purchases"."status" = 'pendente';