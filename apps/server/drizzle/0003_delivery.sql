CREATE TABLE "delivery_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" integer NOT NULL,
	"action" text NOT NULL,
	"requested_by" integer NOT NULL,
	"stores_planned" boolean DEFAULT true NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"queue_job_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"enqueued_at" timestamp with time zone,
	"icpn" text,
	"release_title" text,
	"delivered_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"ack_status" text,
	"ack_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"batch_id" uuid,
	"store_id" text,
	"action" text NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dpid" text,
	"deal_types" jsonb NOT NULL,
	"transport" jsonb DEFAULT '{"kind":"folder"}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_batch_id_delivery_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."delivery_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_batches_release_idx" ON "delivery_batches" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_jobs_batch_store_idx" ON "delivery_jobs" USING btree ("batch_id","store_id");--> statement-breakpoint
CREATE INDEX "delivery_jobs_outbox_idx" ON "delivery_jobs" USING btree ("id") WHERE "delivery_jobs"."enqueued_at" is null;--> statement-breakpoint
CREATE INDEX "delivery_jobs_store_icpn_idx" ON "delivery_jobs" USING btree ("store_id","icpn");--> statement-breakpoint
CREATE INDEX "delivery_log_release_idx" ON "delivery_log" USING btree ("release_id","id");