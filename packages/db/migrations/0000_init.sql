CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('first_step', 'valuation_adjusted', 'rego_lookup', 'offer_accepted', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"location_id" text,
	"category" text NOT NULL,
	"subcategory" text,
	"lead_event_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"message" text,
	"car_id" text,
	"stock_number" text,
	"vehicle_make" text,
	"vehicle_model" text,
	"car_type" text,
	"vehicle_status" text,
	"manufacturer_slug" text,
	"page_id" text,
	"opt_in" boolean DEFAULT false NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('open', 'submitted')),
	CONSTRAINT "leads_lead_event_id_check" CHECK ("leads"."lead_event_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_deliveries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outbox_deliveries_channel_check" CHECK ("outbox_deliveries"."channel" in ('crm_webhook', 'email')),
	CONSTRAINT "outbox_deliveries_status_check" CHECK ("outbox_deliveries"."status" in ('pending', 'delivering', 'delivered', 'dead')),
	CONSTRAINT "outbox_deliveries_attempts_check" CHECK ("outbox_deliveries"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" text NOT NULL,
	"dealer_id" text NOT NULL,
	"website_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_slug" text NOT NULL,
	"dealership_slug" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"verification_type" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_type_check" CHECK ("phone_verifications"."verification_type" in ('sms', 'verify')),
	CONSTRAINT "phone_verifications_attempts_check" CHECK ("phone_verifications"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limit_counters_count_check" CHECK ("rate_limit_counters"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "vehicle_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" text NOT NULL,
	"dealer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"user_id" uuid NOT NULL,
	"car_id" text NOT NULL,
	"dealer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_entries_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_dealer_created_idx" ON "leads" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_deliveries_status_next_attempt_idx" ON "outbox_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_deliveries_lead_idx" ON "outbox_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "phone_reveals_dealer_created_idx" ON "phone_reveals" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_car_idx" ON "phone_reveals" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "vehicle_views_car_idx" ON "vehicle_views" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "vehicle_views_dealer_created_idx" ON "vehicle_views" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "watchlist_entries_dealer_idx" ON "watchlist_entries" USING btree ("dealer_id");