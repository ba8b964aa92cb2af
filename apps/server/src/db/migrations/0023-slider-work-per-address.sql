-- A shared address pays with work, not refusals (docs/decisions/047-shared-address-pays-with-work.md):
-- a slider challenge issued to an address past its work-free share of the hour carries a proof of
-- work whose size grows with the address's recent volume, and its answer must bring the solution.
-- The size demanded is kept with the challenge (NULL: none demanded), so the answer knows it was.
-- Same SQL on PostgreSQL and PGlite.
ALTER TABLE slider_challenges ADD COLUMN proof_of_work_max_number integer;
