CREATE TABLE "embedded_payments" (
	"session_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "embedded_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "embedded_payments_status_check" CHECK ("embedded_payments"."status" in ('open', 'complete', 'expired')),
	CONSTRAINT "embedded_payments_amount_check" CHECK ("embedded_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" in ('embedded', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "shopper_messages" DROP CONSTRAINT "shopper_messages_purpose_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "account_scope" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid_hold_days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "car_title" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "car_path" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "site_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "site_origin" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "lead_channels" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_provider_session_id_unique" UNIQUE("provider_session_id");--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_purpose_check" CHECK ("shopper_messages"."purpose" in ('sign_in_code', 'price_alert', 'finance_code', 'reservation_receipt'));