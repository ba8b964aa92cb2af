-- Phone accounts: registration by SMS code stores the number in E.164 (the contract's phone rule),
-- and sign-in by phone compares that form. The check keeps any other notation out of the column.
ALTER TABLE users ADD CONSTRAINT users_phone_e164 CHECK (phone ~ '^\+[1-9][0-9]{6,14}$');
