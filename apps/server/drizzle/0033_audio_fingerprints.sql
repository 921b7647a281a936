ALTER TABLE "uploaded_files" ADD COLUMN "fingerprint" jsonb;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "fingerprint_keys" integer[];