import { errorSchema, idParam, userListQuery, userListReply, userSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAdminRoutes } from './users-admin.routes';
import { signedIn } from './signed-in';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userProfiles } = app.services;
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
      return userProfiles.page(filter, page, limit);
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
    async (request) => userProfiles.profile(signedIn(request), request.params.id),
  );
};
