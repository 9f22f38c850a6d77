-- A version of each buyer's order list, taken from a sequence on every write to their orders, order
-- lines or timeline, whoever writes them: the API keeps a buyer's serialised list and sends it again while
-- this version is unchanged (one indexed read instead of the orders with their lines), on every replica.
-- A sequence, not a count, so that a version is never given twice, even after the table is emptied.
CREATE SEQUENCE "order_list_version_seq";
--> statement-breakpoint
CREATE TABLE "order_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION order_list_versions_bump(buyer uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_list_versions AS v (user_id, version) VALUES (buyer, nextval('order_list_version_seq'))
    ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version;
$$;
--> statement-breakpoint
CREATE FUNCTION order_list_versions_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_list_versions_bump(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM order_list_versions_bump(NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_list_version AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_list_versions_orders();
--> statement-breakpoint
-- a line or a status change: the buyer of its order (an order deleted with its lines is bumped by its own trigger)
CREATE FUNCTION order_list_versions_order_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_list_versions_bump(o.user_id) FROM orders o WHERE o.id = OLD.order_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM order_list_versions_bump(o.user_id) FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_list_version AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_list_versions_order_parts();
--> statement-breakpoint
CREATE TRIGGER order_events_list_version AFTER INSERT OR UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_list_versions_order_parts();
--> statement-breakpoint
CREATE FUNCTION order_list_versions_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_list_versions;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_list_version_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_versions_clear();
--> statement-breakpoint
INSERT INTO order_list_versions (user_id, version)
  SELECT user_id, nextval('order_list_version_seq') FROM orders GROUP BY user_id;
