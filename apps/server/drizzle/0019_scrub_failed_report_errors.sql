-- Reports that failed before failures were worded for their owner may hold raw error text
-- (database messages, file paths). Replace it with the message a failure gets today.
UPDATE "reports" SET "error" = 'The report could not be generated. Please order it again.' WHERE "status" = 'failed' AND "error" IS DISTINCT FROM 'The report could not be generated. Please order it again.';
