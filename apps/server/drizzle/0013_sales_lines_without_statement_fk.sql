ALTER TABLE "sales_lines" DROP CONSTRAINT "sales_lines_statement_id_statements_id_fk";
