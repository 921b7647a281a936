ALTER TABLE "payout_methods" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "account_email" text;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "provider_account_status" text;