CREATE TABLE "contas_receipts" (
	"contas_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "contas_receipts_contas_id_image_id_pk" PRIMARY KEY("contas_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "contas_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"reason" text,
	"document" jsonb NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contas_receipts" ADD CONSTRAINT "contas_receipts_contas_id_contas_versions_id_fk" FOREIGN KEY ("contas_id") REFERENCES "public"."contas_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas_receipts" ADD CONSTRAINT "contas_receipts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas_versions" ADD CONSTRAINT "contas_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas_versions" ADD CONSTRAINT "contas_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contas_versions_event_version_key" ON "contas_versions" USING btree ("event_id","version");