CREATE TABLE "spin_prize_awards" (
	"promotion_id" text NOT NULL,
	"prize_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_prize_awards_pk" PRIMARY KEY("promotion_id","prize_key"),
	CONSTRAINT "spin_prize_awards_awarded_check" CHECK ("spin_prize_awards"."awarded" >= 0 and "spin_prize_awards"."awarded" <= "spin_prize_awards"."quantity")
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"website_slug" text NOT NULL,
	"prize_key" text,
	"prize_name" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spins_one_per_shopper" UNIQUE("promotion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spins_user_idx" ON "spins" USING btree ("user_id");