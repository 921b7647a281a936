ALTER TABLE "login_attempts" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("user_id","device_hash");