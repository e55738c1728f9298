CREATE TABLE "login_throttle" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "review_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_pending_coupon_key" ON "purchases" USING btree ("user_id","coupon_id") WHERE "purchases"."status" = 'pendente' and "purchases"."coupon_id" is not null;