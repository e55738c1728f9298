import { z } from 'zod';
import { msg } from '../messages';
import { email, optionalText, text } from './common';

export const PASSWORD_MIN = 8;
export const password = z.string().min(PASSWORD_MIN, msg.passwordTooShort).max(200, msg.tooLong(200));

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_affiliate: z.boolean(),
  active: z.boolean(),
  code: z.string().nullable(),
  phone: z.string().nullable(),
  document: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /auth/me: the user, and whether they ever chose a password (a guest buyer has not: decisions.md §6). */
export const meSchema = userSchema.extend({ has_password: z.boolean() });
export type Me = z.infer<typeof meSchema>;

/** "Reenviar link" / "Definir senha": where the link went. */
export const passwordLinkSent = (email: string) => `Enviamos o link para ${email}. Confira também a caixa de spam.`;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, msg.required).max(254, msg.tooLong(254)),
  password: z.string().min(1, msg.required).max(200, msg.tooLong(200)),
});
export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;
/** POST /login: the session, and whether the user sells a batch's cards (they land on Minhas Vendas then). */
export const loginReply = sessionSchema.extend({ is_seller: z.boolean() });
export type LoginReply = z.infer<typeof loginReply>;

export const registerBody = z.object({
  name: text(120),
  email,
  password,
});

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: z.string().trim().min(16, msg.resetTokenInvalid).max(200, msg.resetTokenInvalid),
  password,
});

export const phone = z
  .string()
  .trim()
  .max(20, msg.tooLong(20))
  .regex(/^[\d\s()+-]*$/, 'Telefone inválido.')
  .nullish()
  .transform((v) => (v ? v.replace(/\D/g, '') || null : null));

export const updateMeBody = z.object({
  name: text(120),
  phone,
});

export const changePasswordBody = z.object({
  current_password: z.string().min(1, msg.required).max(200, msg.tooLong(200)),
  new_password: password,
});

/**
 * A password change ends every earlier session (decisions.md §12): the answer carries a fresh
 * token so the device that made the change stays signed in.
 */
export const changePasswordReply = z.object({ message: z.string(), token: z.string() });

/** What the web app needs to know about the install before anything else (public). */
export const appInfoSchema = z.object({
  /** The built-in fake checkout is active: every page says payments are only a test. */
  demo_payments: z.boolean(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const affiliateClickBody = z.object({
  code: z.string().trim().min(1).max(32),
  session_id: z.string().trim().min(1).max(128),
});
export const affiliateClickReply = z.object({ success: z.boolean(), code: z.string().optional() });

export { optionalText };
