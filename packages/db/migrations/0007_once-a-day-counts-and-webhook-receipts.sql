CREATE TABLE "content_webhook_receipts" (
	"signature" text PRIMARY KEY NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "vehicle_views" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "vehicle_views" ADD COLUMN "day" date;--> statement-breakpoint
CREATE INDEX "content_webhook_receipts_signed_at_idx" ON "content_webhook_receipts" USING btree ("signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_reveals_once_a_day_idx" ON "phone_reveals" USING btree ("car_id","visitor","day");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_views_once_a_day_idx" ON "vehicle_views" USING btree ("car_id","visitor","day");