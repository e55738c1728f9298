-- A draw sent again with the same Idempotency-Key finds its ball instead of a second one (docs/decisions/016).
ALTER TABLE "drawn_numbers" ADD COLUMN "client_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "drawn_numbers_round_client_key" ON "drawn_numbers" USING btree ("round_id","client_key");