-- Whether the holder ever chose a password (decisions.md §6): a guest buyer's account starts without one,
-- and Perfil offers "Definir senha" by e-mail instead of asking for a current password nobody knows.
ALTER TABLE "users" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Accounts made at a guest checkout whose links were never used: no password was ever chosen
-- (choosing one by any link, or changing it, marks every link of the account used).
UPDATE "users" SET "password_set" = false
WHERE EXISTS (SELECT 1 FROM "reset_tokens" t WHERE t."user_id" = "users"."id" AND t."purpose" = 'guest')
  AND NOT EXISTS (SELECT 1 FROM "reset_tokens" t WHERE t."user_id" = "users"."id" AND t."used_at" IS NOT NULL);
