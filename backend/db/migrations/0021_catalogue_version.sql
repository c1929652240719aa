-- The catalogue's version (docs/decisions/050). drizzle-kit wrote the table; written by hand: its one row and the
-- trigger that raises it once per transaction that changed an offer.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Deferred to the commit: the row is locked only while the transaction commits, after all its other locks are held,
-- so two transactions changing offers in different orders cannot deadlock on it, and a reader never sees the new
-- version before the change it announces. Once per transaction (a local setting remembers it), not once per row.
CREATE FUNCTION catalogue_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('medmarket.catalogue_raised', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('medmarket.catalogue_raised', 'yes', true);
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "offers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();
