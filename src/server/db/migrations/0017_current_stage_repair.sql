-- Repair (issue 17): erasing a participant used to cancel their current stage without refreshing the
-- copy of it on "candidates" (decision 008), so the staff table and the plan dashboard could show an
-- erased person as overdue. Recomputes the copy wherever it differs from the stage rows, with the same
-- pick as refreshCurrentStage (modules/screening/stage-transition.service.ts); a no-op on a database
-- that never had the fault.
UPDATE "candidates" c
SET ("current_stage_n", "current_stage_status", "current_stage_deadline_at") = (cur.n, cur.status, cur.deadline_at)
FROM "candidates" c2
LEFT JOIN LATERAL (
  SELECT cs.n, cs.status, cs.deadline_at FROM "candidate_stages" cs
  WHERE cs.candidate_id = c2.id AND cs.status <> 'skipped'
  ORDER BY CASE WHEN cs.status NOT IN ('success', 'none') THEN 0 WHEN cs.status = 'success' THEN 1 ELSE 2 END,
    CASE WHEN cs.status = 'success' THEN -cs.n ELSE cs.n END
  LIMIT 1
) cur ON true
WHERE c2.id = c.id
  AND (c.current_stage_n, c.current_stage_status, c.current_stage_deadline_at)
    IS DISTINCT FROM (cur.n, cur.status, cur.deadline_at);
