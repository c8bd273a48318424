CREATE TABLE "shopper_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"account_scope" text NOT NULL,
	"website_slug" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "shopper_messages_channel_check" CHECK ("shopper_messages"."channel" in ('sms', 'email')),
	CONSTRAINT "shopper_messages_purpose_check" CHECK ("shopper_messages"."purpose" in ('sign_in_code', 'price_alert')),
	CONSTRAINT "shopper_messages_status_check" CHECK ("shopper_messages"."status" in ('pending', 'delivering', 'delivered', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";--> statement-breakpoint
DROP INDEX "phone_verifications_phone_created_idx";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET DATA TYPE uuid USING "id"::uuid;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "account_scope" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_scope" text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "website_slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "saved_price" integer;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "last_known_price" integer;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "last_known_status" text;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "alert_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "last_alert_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shopper_messages_status_next_attempt_idx" ON "shopper_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "shopper_messages_recipient_created_idx" ON "shopper_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_scope_phone_created_idx" ON "phone_verifications" USING btree ("account_scope","phone","created_at");--> statement-breakpoint
CREATE INDEX "watchlist_entries_car_idx" ON "watchlist_entries" USING btree ("car_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_scope_phone_unique" UNIQUE("account_scope","phone_number");--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_alert_token_unique" UNIQUE("alert_token");