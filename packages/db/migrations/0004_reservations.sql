CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" text NOT NULL,
	"dealer_id" text NOT NULL,
	"website_slug" text NOT NULL,
	"user_id" uuid,
	"lead_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"deposit_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"hold_ends_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'paid', 'expired', 'cancelled', 'refunded')),
	CONSTRAINT "reservations_provider_check" CHECK ("reservations"."provider" in ('embedded', 'stripe')),
	CONSTRAINT "reservations_deposit_check" CHECK ("reservations"."deposit_cents" > 0),
	CONSTRAINT "reservations_currency_check" CHECK ("reservations"."currency" = 'aud')
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_holding_per_car" ON "reservations" USING btree ("car_id") WHERE "reservations"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "reservations_status_hold_ends_idx" ON "reservations" USING btree ("status","hold_ends_at");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");