import {
  changePasswordBody,
  changePasswordReply,
  errorSchema,
  forgotPasswordBody,
  loginBody,
  meSchema,
  msg,
  okSchema,
  passwordLinkSent,
  loginReply,
  registerBody,
  resetPasswordBody,
  updateMeBody,
  userSchema,
} from '@bingo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../users';

const LOGIN_LIMIT_FACTOR = 15;
const PASSWORD_LINKS_PER_WINDOW = 3;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const limited = { max: app.env.RATE_LIMIT_AUTH, timeWindow: '1 minute' };
  // Signed-in routes count per user (a hall shares one address); route hooks run after the auth hook.
  const perUser = { ...limited, keyGenerator: (request: FastifyRequest) => (request.auth ? `usuario:${request.auth.id}` : request.ip) };
  // Wrong passwords are limited per account and address (LoginThrottle); the limit per address is
  // only a ceiling against floods, high enough for a whole hall signing in at the start of a night.
  const loginLimited = { max: app.env.RATE_LIMIT_AUTH * LOGIN_LIMIT_FACTOR, timeWindow: '1 minute' };
  const tags = ['auth'];

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: loginLimited },
      schema: {
        operationId: 'login',
        tags,
        summary: 'Entrar',
        body: loginBody,
        response: { 200: loginReply, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        operationId: 'register',
        tags,
        summary: 'Cadastrar-se',
        body: registerBody,
        response: { 201: userSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'Pedir link de redefinição de senha',
        body: forgotPasswordBody,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: msg.forgotPasswordSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Redefinir senha com o link recebido',
        body: resetPasswordBody,
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: 'Senha redefinida com sucesso!' };
    },
  );

  app.get(
    '/auth/me',
    { config: { access: 'user' }, schema: { operationId: 'getMe', tags, summary: 'Meu perfil', response: { 200: meSchema } } },
    async (request) => auth.me(signedIn(request).id),
  );

  app.patch(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: { operationId: 'updateMe', tags, summary: 'Alterar nome e telefone', body: updateMeBody, response: { 200: userSchema } },
    },
    async (request) => auth.updateMe(signedIn(request).id, { name: request.body.name, phone: request.body.phone ?? null }),
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'user', rateLimit: perUser },
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Trocar a senha (encerra as outras sessões; responde a nova sessão deste aparelho)',
        body: changePasswordBody,
        response: { 200: changePasswordReply, 400: errorSchema },
      },
    },
    async (request) => {
      const token = await auth.changePassword(signedIn(request).id, request.body.current_password, request.body.new_password);
      return { message: msg.passwordChanged, token };
    },
  );

  app.post(
    '/auth/password-link',
    {
      // Each call sends an e-mail: a few per account, whatever the address.
      config: {
        access: 'user',
        rateLimit: { max: PASSWORD_LINKS_PER_WINDOW, timeWindow: '10 minutes', keyGenerator: perUser.keyGenerator },
      },
      schema: {
        operationId: 'sendMyPasswordLink',
        tags,
        summary: 'Enviar para o meu e-mail um link para definir (ou redefinir) a senha',
        response: { 200: okSchema },
      },
    },
    async (request) => ({ message: passwordLinkSent(await auth.sendOwnPasswordLink(signedIn(request).id)) }),
  );

  app.post(
    '/auth/logout-all',
    {
      config: { access: 'user', rateLimit: perUser },
      schema: {
        operationId: 'logoutEverywhere',
        tags,
        summary: 'Sair de todos os dispositivos (inclusive este)',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await auth.logoutEverywhere(signedIn(request).id);
      return { message: msg.loggedOutEverywhere };
    },
  );
};
