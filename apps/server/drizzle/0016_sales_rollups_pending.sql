CREATE TABLE "sales_rollups_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_rollups_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch" text NOT NULL,
	"user_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"release_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"key" text NOT NULL,
	"month" date NOT NULL,
	"lines" integer NOT NULL,
	"units" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"stream_units" bigint NOT NULL,
	"stream_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_rollups_pending_batch_idx" ON "sales_rollups_pending" USING btree ("batch","id");