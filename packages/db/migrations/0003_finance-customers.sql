CREATE TABLE "finance_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request" jsonb NOT NULL,
	"provider_customer_id" text,
	"redirect_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_customers_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "finance_customers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "finance_customers_status_check" CHECK ("finance_customers"."status" in ('pending', 'created', 'failed')),
	CONSTRAINT "finance_customers_provider_check" CHECK ("finance_customers"."provider" in ('embedded', 'broker'))
);
--> statement-breakpoint
ALTER TABLE "shopper_messages" DROP CONSTRAINT "shopper_messages_purpose_check";--> statement-breakpoint
ALTER TABLE "finance_customers" ADD CONSTRAINT "finance_customers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_customers_dealer_created_idx" ON "finance_customers" USING btree ("dealer_id","created_at");--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_purpose_check" CHECK ("shopper_messages"."purpose" in ('sign_in_code', 'price_alert', 'finance_code'));