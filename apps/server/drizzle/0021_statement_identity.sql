ALTER TABLE "statements" ADD COLUMN "identity" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "duplicate_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
CREATE INDEX "statements_identity_idx" ON "statements" USING btree ("identity");