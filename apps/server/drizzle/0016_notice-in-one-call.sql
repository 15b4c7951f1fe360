-- A notice (inbox rows + push outbox rows, decision 006) in ONE round trip, inside the caller's transaction.
-- The EXCEPTION block is a subtransaction: a failure rolls back the notice alone and is returned as text
-- ('SQLSTATE message'), never raised, so the caller's write still commits. Before this function the same
-- guarantee took SAVEPOINT, the insert and RELEASE: three round trips on every write that tells someone
-- (decision 044). p_ids NULL means everyone whose status is in p_statuses.
CREATE OR REPLACE FUNCTION insert_notice(
  p_ids bigint[],
  p_statuses text[],
  p_category text,
  p_url text,
  p_en_title text,
  p_en_body text,
  p_en_payload jsonb,
  p_bn_title text,
  p_bn_body text,
  p_bn_payload jsonb
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  WITH recipients AS (
    -- Two branches rather than one OR, so each keeps its own plan: the ids by primary key, and everyone behind
    -- a one-time filter that is false whenever ids are given.
    SELECT u.id, coalesce(u.language = 'bn', false) AS bn FROM users u WHERE u.id = ANY (p_ids)
    UNION ALL
    SELECT u.id, coalesce(u.language = 'bn', false) FROM users u
    WHERE p_ids IS NULL AND u.status::text = ANY (p_statuses)
  ), inbox AS (
    INSERT INTO notifications (user_id, category, title, body, url)
    SELECT r.id,
      p_category,
      CASE WHEN r.bn THEN p_bn_title ELSE p_en_title END,
      CASE WHEN r.bn THEN p_bn_body ELSE p_en_body END,
      p_url
    FROM recipients r
  )
  INSERT INTO push_outbox (subscription_id, payload)
  SELECT s.id, CASE WHEN r.bn THEN p_bn_payload ELSE p_en_payload END
  FROM recipients r
  JOIN push_subscriptions s ON s.user_id = r.id
  LEFT JOIN push_preferences p ON p.user_id = r.id
  WHERE NOT (coalesce(p.disabled, '[]'::jsonb) @> jsonb_build_array(p_category));
  RETURN NULL;
EXCEPTION WHEN others THEN
  RETURN SQLSTATE || ' ' || SQLERRM;
END;
$$;
