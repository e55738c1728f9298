-- The public, hash-chained record of each round (docs/decisions/015).
CREATE TABLE "round_record_cards" (
	"round_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"card_ids" integer[] NOT NULL,
	CONSTRAINT "round_record_cards_round_id_seq_pk" PRIMARY KEY("round_id","seq")
);
--> statement-breakpoint
CREATE TABLE "round_records" (
	"round_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"kind" varchar(24) NOT NULL,
	"data" jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "round_records_round_id_seq_pk" PRIMARY KEY("round_id","seq"),
	CONSTRAINT "round_records_seq" CHECK ("round_records"."seq" >= 1),
	CONSTRAINT "round_records_kind" CHECK ("round_records"."kind" in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened'))
);
--> statement-breakpoint
ALTER TABLE "round_record_cards" ADD CONSTRAINT "round_record_cards_round_id_seq_round_records_round_id_seq_fk" FOREIGN KEY ("round_id","seq") REFERENCES "public"."round_records"("round_id","seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_records" ADD CONSTRAINT "round_records_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Append-only: the database itself refuses to change or remove an entry, whatever the code does.
CREATE FUNCTION "round_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'O registro público da rodada não pode ser alterado nem apagado.' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "round_records_append_only" BEFORE UPDATE OR DELETE ON "round_records" FOR EACH ROW EXECUTE FUNCTION "round_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "round_records_no_truncate" BEFORE TRUNCATE ON "round_records" FOR EACH STATEMENT EXECUTE FUNCTION "round_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "round_record_cards_append_only" BEFORE UPDATE OR DELETE ON "round_record_cards" FOR EACH ROW EXECUTE FUNCTION "round_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "round_record_cards_no_truncate" BEFORE TRUNCATE ON "round_record_cards" FOR EACH STATEMENT EXECUTE FUNCTION "round_records_append_only"();
