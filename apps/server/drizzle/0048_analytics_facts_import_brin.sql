-- analytics_facts is found by import only (a removal, the statement streams): BRIN on import_id
-- (facts are appended an import at a time) instead of a B-tree entry per fact, which cost a trend
-- import a third of its COPY time. autosummarize: ranges are summarised as they fill.
DROP INDEX "analytics_facts_import_idx";--> statement-breakpoint
CREATE INDEX "analytics_facts_import_idx" ON "analytics_facts" USING brin ("import_id") WITH (autosummarize=true);