CREATE TABLE "split_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"split_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"payee_user_id" integer,
	"owner_user_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount_micros" bigint DEFAULT 0 NOT NULL,
	"held_micros" bigint DEFAULT 0 NOT NULL,
	"returned_micros" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "split_earnings" ADD CONSTRAINT "split_earnings_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_earnings" ADD CONSTRAINT "split_earnings_payee_id_split_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."split_payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_earnings" ADD CONSTRAINT "split_earnings_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_earnings" ADD CONSTRAINT "split_earnings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_earnings_payee_month_unique" ON "split_earnings" USING btree ("payee_id","month");--> statement-breakpoint
CREATE INDEX "split_earnings_owner_idx" ON "split_earnings" USING btree ("owner_user_id","month");--> statement-breakpoint
CREATE INDEX "split_earnings_payee_user_idx" ON "split_earnings" USING btree ("payee_user_id","month");--> statement-breakpoint
CREATE INDEX "split_earnings_split_idx" ON "split_earnings" USING btree ("split_id","month");