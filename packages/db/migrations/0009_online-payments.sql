CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"dealer_id" text NOT NULL,
	"website_slug" text NOT NULL,
	"reference_kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"lead_id" uuid,
	"lead_channels" text[] DEFAULT '{}' NOT NULL,
	"site_name" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "online_payments_status_check" CHECK ("online_payments"."status" in ('pending', 'paid', 'expired')),
	CONSTRAINT "online_payments_reference_kind_check" CHECK ("online_payments"."reference_kind" in ('invoice', 'balance', 'deposit')),
	CONSTRAINT "online_payments_provider_check" CHECK ("online_payments"."provider" in ('embedded', 'stripe')),
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount_cents" > 0),
	CONSTRAINT "online_payments_currency_check" CHECK ("online_payments"."currency" = 'aud')
);
--> statement-breakpoint
ALTER TABLE "embedded_payments" ADD COLUMN "purpose" text DEFAULT 'reservation' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_user_idx" ON "online_payments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "embedded_payments" ADD CONSTRAINT "embedded_payments_purpose_check" CHECK ("embedded_payments"."purpose" in ('reservation', 'online_payment'));