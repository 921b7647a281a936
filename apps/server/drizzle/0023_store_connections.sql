ALTER TABLE "delivery_jobs" ADD COLUMN "is_test" boolean;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "transport_kind" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "public_error" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_test" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "check_ok" boolean;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "check_message" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone;