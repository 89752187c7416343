-- A money move's one statement checks its own plan (issue 20, item 1). A card load planned on rows
-- read without a lock is written in a statement of its own, without BEGIN or COMMIT, so its rows
-- are locked only while the database runs it; what the plan assumed (the Idempotency-Key free, the
-- cards still open, every row written) is checked inside that statement, and a failed check raises
-- CW001, which rolls the whole statement back: the caller then plans again under the locks. A
-- check in the caller, after an autocommit statement, would come after its commit.
CREATE FUNCTION money_move_expect(p_ok boolean, p_what text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_ok IS NOT TRUE THEN
    RAISE EXCEPTION 'money move not as planned: %', p_what USING ERRCODE = 'CW001';
  END IF;
  RETURN true;
END
$$;
