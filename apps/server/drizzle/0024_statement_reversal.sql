CREATE TABLE "split_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch" text NOT NULL,
	"split_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"holder_user_id" integer,
	"payee_user_id" integer,
	"month" date NOT NULL,
	"amount_micros" bigint NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "split_recoup_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_recoup_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch" text NOT NULL,
	"recoup_id" integer NOT NULL,
	"moved_micros" bigint NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "split_allocations" ADD CONSTRAINT "split_allocations_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_allocations" ADD CONSTRAINT "split_allocations_payee_id_split_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."split_payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_allocations" ADD CONSTRAINT "split_allocations_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_allocations" ADD CONSTRAINT "split_allocations_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_recoup_moves" ADD CONSTRAINT "split_recoup_moves_recoup_id_split_recoups_id_fk" FOREIGN KEY ("recoup_id") REFERENCES "public"."split_recoups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_allocations_batch_idx" ON "split_allocations" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "split_recoup_moves_batch_idx" ON "split_recoup_moves" USING btree ("batch");--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;