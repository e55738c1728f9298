CREATE TABLE "affiliate_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"code" varchar(8) NOT NULL,
	"session_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"amount" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_batches_amount" CHECK ("card_batches"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"numbers" smallint[] NOT NULL,
	"numbers_key" varchar(19) NOT NULL,
	"status" varchar(16) NOT NULL,
	"user_id" integer,
	"purchase_id" integer,
	"batch_id" integer,
	"barcode" varchar(13),
	"full_name" varchar(120),
	"address" varchar(300),
	"contact" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_status" CHECK ("cards"."status" in ('digital', 'física')),
	CONSTRAINT "cards_numbers_size" CHECK (cardinality("cards"."numbers") = 25),
	CONSTRAINT "cards_physical_barcode" CHECK ("cards"."status" <> 'física' or "cards"."barcode" ~ '^[0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"quantidade" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_tipo" CHECK ("coupons"."tipo" in ('percentual', 'fixo')),
	CONSTRAINT "coupons_valor" CHECK ("coupons"."valor" > 0 and ("coupons"."tipo" <> 'percentual' or "coupons"."valor" <= 100)),
	CONSTRAINT "coupons_quantidade" CHECK ("coupons"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drawn_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawn_numbers_range" CHECK ("drawn_numbers"."number" between 1 and 75)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"rounds_count" integer DEFAULT 1 NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"card_price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_rounds_count" CHECK ("events"."rounds_count" >= 1),
	CONSTRAINT "events_status" CHECK ("events"."status" in ('scheduled', 'em_andamento', 'finalizado')),
	CONSTRAINT "events_card_price" CHECK ("events"."card_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" varchar(80) NOT NULL,
	"mime_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"alt_text" varchar(200),
	"tag" varchar(40),
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_mime" CHECK ("images"."mime_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "images_size" CHECK ("images"."size" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" varchar(16) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "physical_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"gross" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"status" varchar(16) DEFAULT 'pendente' NOT NULL,
	"payment_method" varchar(16) DEFAULT 'checkout' NOT NULL,
	"payment_id" varchar(64),
	"provider_status" varchar(32),
	"provider_updated_at" timestamp with time zone,
	"coupon_id" integer,
	"coupon_reserved" boolean DEFAULT false NOT NULL,
	"affiliate_id" integer,
	"affiliate_code" varchar(8),
	"full_name" varchar(120),
	"email_contact" varchar(254),
	"phone_number" varchar(20),
	"document" varchar(14),
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_quantidade" CHECK ("purchases"."quantidade" >= 1),
	CONSTRAINT "purchases_status" CHECK ("purchases"."status" in ('pendente', 'aprovado', 'falhou', 'cancelado')),
	CONSTRAINT "purchases_method" CHECK ("purchases"."payment_method" in ('checkout', 'pix', 'credit_card')),
	CONSTRAINT "purchases_amounts" CHECK ("purchases"."gross" >= 0 and "purchases"."discount" >= 0 and "purchases"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reset_tokens_purpose" CHECK ("reset_tokens"."purpose" in ('reset', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"prize" varchar(200) NOT NULL,
	"type" varchar(16) DEFAULT '' NOT NULL,
	"notes" text,
	"status" varchar(16) DEFAULT 'not_started' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_number" CHECK ("rounds"."number" >= 1),
	CONSTRAINT "rounds_type" CHECK ("rounds"."type" in ('', 'hibrida', 'presencial')),
	CONSTRAINT "rounds_status" CHECK ("rounds"."status" in ('not_started', 'in_progress', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "sponsor_numbers" (
	"sponsor_id" integer NOT NULL,
	"number" smallint NOT NULL,
	CONSTRAINT "sponsor_numbers_sponsor_id_number_pk" PRIMARY KEY("sponsor_id","number"),
	CONSTRAINT "sponsor_numbers_range" CHECK ("sponsor_numbers"."number" between 1 and 75)
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"contact_info" varchar(200),
	"image_id" integer,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_method" varchar(16),
	"payment_status" varchar(16) DEFAULT 'pendente' NOT NULL,
	"payment_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsors_amount" CHECK ("sponsors"."amount" >= 0),
	CONSTRAINT "sponsors_method" CHECK ("sponsors"."payment_method" is null or "sponsors"."payment_method" in ('PIX', 'Dinheiro', 'Boleto')),
	CONSTRAINT "sponsors_status" CHECK ("sponsors"."payment_status" in ('pendente', 'pago', 'parcial', 'atrasado'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"code" varchar(8),
	"phone" varchar(20),
	"document" varchar(14),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_code_format" CHECK ("users"."code" ~ '^[A-Z0-9]{6,8}$')
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"hook_id" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(64),
	"type" varchar(64) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawn_numbers" ADD CONSTRAINT "drawn_numbers_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sales" ADD CONSTRAINT "physical_sales_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sales" ADD CONSTRAINT "physical_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_numbers" ADD CONSTRAINT "sponsor_numbers_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_code_session_key" ON "affiliate_clicks" USING btree ("code","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_batches_event_name_key" ON "card_batches" USING btree ("event_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_event_numbers_key" ON "cards" USING btree ("event_id","numbers_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_barcode_key" ON "cards" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cards_purchase_idx" ON "cards" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "cards_batch_idx" ON "cards" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_codigo_key" ON "coupons" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "drawn_numbers_round_number_key" ON "drawn_numbers" USING btree ("round_id","number");--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "images_filename_key" ON "images" USING btree ("filename");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_sales_card_key" ON "physical_sales" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "physical_sales_user_idx" ON "physical_sales" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_id_key" ON "purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_event_status_idx" ON "purchases" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "purchases_affiliate_idx" ON "purchases" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reset_tokens_hash_key" ON "reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_event_number_key" ON "rounds" USING btree ("event_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_running_per_event" ON "rounds" USING btree ("event_id") WHERE "rounds"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "sponsor_numbers_number_idx" ON "sponsor_numbers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_key" ON "users" USING btree ("code");