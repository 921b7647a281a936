-- One canonical form per product code: GTIN-14, zero-padded. The unique index moves from the code
-- as typed (where 724358271058 and 0724358271058 passed as two) to that form.
DROP INDEX "releases_upc_unique";--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "gtin" text;--> statement-breakpoint
-- Existing codes get their key. Where two releases already hold one product in different forms,
-- the oldest release (lowest id) keeps the key; the others keep their code as typed but no key, so
-- the migration does not fail and the next save or publish of such a release is refused as a
-- code already used until its owner changes it.
UPDATE "releases" AS r SET "gtin" = k."gtin"
FROM (
  SELECT "id", lpad("upc", 14, '0') AS "gtin",
    row_number() OVER (PARTITION BY lpad("upc", 14, '0') ORDER BY "id") AS "rank"
  FROM "releases"
  WHERE "upc" ~ '^[0-9]{1,14}$'
) AS k
WHERE k."id" = r."id" AND k."rank" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_gtin_unique" ON "releases" USING btree ("gtin");
