ALTER TABLE "payout_batches" ADD COLUMN "status" text DEFAULT 'sending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- "exported" only ever meant "in a batch file": nobody confirmed those payments, so they are sending.
UPDATE "payout_requests" SET "status" = 'sending' WHERE "status" = 'exported';
