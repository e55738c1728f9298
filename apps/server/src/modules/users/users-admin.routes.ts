import {
  createUserBody,
  errorSchema,
  idParam,
  okSchema,
  updateUserBody,
  userAffiliateBody,
  userMessages,
  userPasswordBody,
  userSchema,
  userStatusBody,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from './signed-in';

/** The Usuários screen's writes (spec §7 Auth and users, decisions.md §9). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.usersAdmin;
  const tags = ['users'];
  const config = { access: 'admin' as const };
  const one = { 200: userSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema };

  app.post(
    '/admin/users',
    {
      config,
      schema: {
        operationId: 'createUser',
        tags,
        summary: 'Cadastrar usuário',
        body: createUserBody,
        response: { 201: userSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.patch(
    '/admin/users/:id',
    {
      config,
      schema: {
        operationId: 'updateUser',
        tags,
        summary: 'Alterar nome, e-mail e papéis',
        params: idParam,
        body: updateUserBody,
        response: one,
      },
    },
    async (request) => service.update(signedIn(request).id, request.params.id, request.body),
  );

  app.patch(
    '/admin/users/:id/affiliate',
    {
      config,
      schema: {
        operationId: 'setUserAffiliate',
        tags,
        summary: 'Tornar ou deixar de ser afiliado (código criado na primeira vez)',
        params: idParam,
        body: userAffiliateBody,
        response: one,
      },
    },
    async (request) => service.setAffiliate(request.params.id, request.body.is_affiliate),
  );

  app.patch(
    '/admin/users/:id/status',
    {
      config,
      schema: {
        operationId: 'setUserStatus',
        tags,
        summary: 'Ativar ou desativar usuário',
        params: idParam,
        body: userStatusBody,
        response: one,
      },
    },
    async (request) => service.setStatus(signedIn(request).id, request.params.id, request.body.active),
  );

  app.patch(
    '/admin/users/:id/password',
    {
      config,
      schema: {
        operationId: 'setUserPassword',
        tags,
        summary: 'Redefinir a senha de um usuário',
        params: idParam,
        body: userPasswordBody,
        response: { 200: okSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await service.setPassword(request.params.id, request.body.password);
      return { message: userMessages.passwordChanged };
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      config,
      schema: {
        operationId: 'deleteUser',
        tags,
        summary: 'Excluir usuário sem compras nem vendas',
        params: idParam,
        response: { 200: okSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await service.remove(signedIn(request).id, request.params.id);
      return { message: userMessages.deleted };
    },
  );
};
