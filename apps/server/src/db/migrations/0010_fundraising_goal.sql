-- An event may set a fundraising goal in R$ that the telão and the buyers' Sorteio show as a thermometer (docs/decisions/019).
ALTER TABLE "events" ADD COLUMN "meta_arrecadacao" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meta_visivel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fundraising_goal" CHECK ("events"."meta_arrecadacao" is null or "events"."meta_arrecadacao" > 0);