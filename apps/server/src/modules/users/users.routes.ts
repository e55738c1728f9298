import { errorSchema, idParam, msg, userListQuery, userListReply, userSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error';
import { userAdminRoutes } from './users-admin.routes';
import { UsersRepository, toUserDto } from './users.repository';
import { signedIn } from './signed-in';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = new UsersRepository(app.db);
  await app.register(userAdminRoutes);

  // The users screen and the responsible/seller pickers of the physical cards screens.
  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'Usuários com filtros (nome, e-mail, ativo, administrador, afiliado)',
        querystring: userListQuery,
        response: { 200: userListReply },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await users.page(filter, page, limit);
      const sellers = await users.sellers(rows.map((r) => r.id));
      return { items: rows.map((r) => ({ ...toUserDto(r), is_seller: sellers.has(r.id) })), total };
    },
  );

  // The profile: an administrator may read anyone, a user only themself (decisions.md §9).
  app.get(
    '/admin/users/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'Perfil de um usuário',
        params: idParam,
        response: { 200: userSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const me = signedIn(request);
      if (!me.is_admin && me.id !== request.params.id) throw new AppError(403, msg.forbidden);
      const row = await users.findById(request.params.id);
      if (!row) throw notFound(msg.userNotFound);
      return toUserDto(row);
    },
  );
};
