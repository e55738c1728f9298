CREATE TABLE "regulamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"entidade" varchar(160) NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"finalidade" text NOT NULL,
	"contato" varchar(200) NOT NULL,
	"vendas_inicio" date NOT NULL,
	"vendas_fim" date NOT NULL,
	"sorteio" text NOT NULL,
	"empate" text NOT NULL,
	"prazo_retirada" varchar(200) NOT NULL,
	"rounds" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "regulamento_version" integer;--> statement-breakpoint
ALTER TABLE "regulamentos" ADD CONSTRAINT "regulamentos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulamentos" ADD CONSTRAINT "regulamentos_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regulamentos_event_version_key" ON "regulamentos" USING btree ("event_id","version");