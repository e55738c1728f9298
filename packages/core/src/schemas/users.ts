import { z } from 'zod';
import { email, pageQuery, paged, queryBool, text } from './common';
import { password, phone, userSchema } from './auth';

export const userListQuery = pageQuery.extend({
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  active: queryBool.optional(),
  is_admin: queryBool.optional(),
  is_affiliate: queryBool.optional(),
});
/**
 * A user as the users screen lists them: `is_seller` is derived, never set: the responsible of a
 * batch of an event not finished sells that batch's cards (decisions.md §13).
 */
export const userListItem = userSchema.extend({ is_seller: z.boolean() });
export const userListReply = paged(userListItem);

export const createUserBody = z.object({
  name: text(120),
  email,
  password,
  phone: phone.optional(),
  is_admin: z.boolean().default(false),
  is_affiliate: z.boolean().default(false),
});

export const updateUserBody = z.object({
  name: text(120),
  email,
  is_admin: z.boolean().optional(),
  is_affiliate: z.boolean().optional(),
});

export const userAffiliateBody = z.object({ is_affiliate: z.boolean() });
export const userStatusBody = z.object({ active: z.boolean() });
export const userPasswordBody = z.object({ password });

/** The users admin's answers and refusals (decisions.md §9). */
export const userMessages = {
  created: 'Usuário criado',
  updated: 'Usuário atualizado',
  deleted: 'Usuário excluído',
  passwordChanged: 'Senha alterada',
  selfDemote: 'Você não pode remover o seu próprio acesso de administrador.',
  selfDeactivate: 'Você não pode desativar a sua própria conta.',
  selfDelete: 'Você não pode excluir a sua própria conta.',
  lastAdmin: 'É preciso manter pelo menos um administrador ativo.',
  hasSales: 'Este usuário tem compras ou vendas registradas e não pode ser excluído. Desative-o em vez disso.',
  codeFailed: 'Não foi possível gerar o código de afiliado. Tente novamente.',
} as const;
