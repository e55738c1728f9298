-- A physical sale records what the seller owes (the event's card price when sold; sales made
-- before this migration take the event's current price) and when it was handed in.
ALTER TABLE "physical_sales" ADD COLUMN "amount" numeric(12, 2);--> statement-breakpoint
UPDATE "physical_sales" SET "amount" = "events"."card_price" FROM "cards", "events" WHERE "cards"."id" = "physical_sales"."card_id" AND "events"."id" = "cards"."event_id";--> statement-breakpoint
ALTER TABLE "physical_sales" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "physical_sales" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "physical_sales" ADD CONSTRAINT "physical_sales_amount" CHECK ("physical_sales"."amount" >= 0);--> statement-breakpoint
-- One event em_andamento at a time. Where several were left running, the one with the latest
-- start is tonight's; the older ones (nights that were never closed) are finished, with any
-- round they left running.
UPDATE "rounds" SET "status" = 'finished', "finished_at" = now() WHERE "status" = 'in_progress' AND "event_id" IN (SELECT "id" FROM "events" WHERE "status" = 'em_andamento' AND "id" <> (SELECT "id" FROM "events" WHERE "status" = 'em_andamento' ORDER BY "start_date" DESC, "id" DESC LIMIT 1));--> statement-breakpoint
UPDATE "events" SET "status" = 'finalizado', "updated_at" = now() WHERE "status" = 'em_andamento' AND "id" <> (SELECT "id" FROM "events" WHERE "status" = 'em_andamento' ORDER BY "start_date" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_running" ON "events" USING btree ("status") WHERE "events"."status" = 'em_andamento';
