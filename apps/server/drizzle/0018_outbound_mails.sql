CREATE TABLE "outbound_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbound_mails_recipient_idx" ON "outbound_mails" USING btree ("kind","recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbound_mails_sender_idx" ON "outbound_mails" USING btree ("kind","sender","created_at");--> statement-breakpoint
CREATE INDEX "outbound_mails_created_idx" ON "outbound_mails" USING btree ("created_at");