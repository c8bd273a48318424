CREATE TABLE "purchase_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"car_id" text NOT NULL,
	"car_title" text NOT NULL,
	"car_path" text NOT NULL,
	"dealer_id" text NOT NULL,
	"website_slug" text NOT NULL,
	"lead_id" uuid,
	"reservation_id" uuid,
	"trade_in" text,
	"payment" text,
	"handover" text,
	"delivery_postcode" text,
	"delivery_zone" text,
	"delivery_price" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_journeys_status_check" CHECK ("purchase_journeys"."status" in ('open', 'confirmed')),
	CONSTRAINT "purchase_journeys_trade_in_check" CHECK ("purchase_journeys"."trade_in" in ('none', 'valuation')),
	CONSTRAINT "purchase_journeys_payment_check" CHECK ("purchase_journeys"."payment" in ('full', 'finance')),
	CONSTRAINT "purchase_journeys_handover_check" CHECK ("purchase_journeys"."handover" in ('pickup', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_journeys_one_open_per_car" ON "purchase_journeys" USING btree ("user_id","car_id") WHERE "purchase_journeys"."status" = 'open';--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('first_step', 'valuation_adjusted', 'rego_lookup', 'offer_accepted', 'purchase_step', 'submitted'));