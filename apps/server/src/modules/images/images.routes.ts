import {
  dashboardBannersBody,
  dashboardBannersReply,
  errorSchema,
  idParam,
  imageListQuery,
  imageMessages,
  imageSchema,
  imageUploadReply,
  okSchema,
  uploadFileParam,
} from '@bingo/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageUpload, registerImageMultipart } from './image-upload';
import type { ImagesService } from './images.service';

/** The gallery (admin) and the public file route its URLs point at. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageMultipart(app);
  const { images } = app.services;
  const tags = ['images'];

  app.get(
    '/admin/images',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listImages',
        tags,
        summary: 'Imagens da galeria (sem os bytes)',
        querystring: imageListQuery,
        response: { 200: z.array(imageSchema) },
      },
    },
    async (request) => images.list(request.query.tag),
  );

  app.post(
    '/admin/images',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'uploadImage',
        tags,
        summary: 'Enviar imagem (multipart: image, alt_text, tag); png, jpeg, webp ou gif até 5 MB',
        consumes: ['multipart/form-data'],
        response: { 201: imageUploadReply, 400: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await images.create(await readImageUpload(request))),
  );

  app.delete(
    '/admin/images/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteImage',
        tags,
        summary: 'Excluir imagem que nenhum patrocinador usa',
        params: idParam,
        response: { 200: okSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await images.remove(request.params.id);
      return { message: imageMessages.deleted };
    },
  );

  app.get(
    '/dashboard-banners',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listDashboardBanners',
        tags,
        summary: 'Banners do painel, em ordem (vazio: o painel mostra as artes de exemplo)',
        response: { 200: dashboardBannersReply },
      },
    },
    async () => images.banners(),
  );

  app.put(
    '/admin/dashboard-banners',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setDashboardBanners',
        tags,
        summary: 'Escolher até 5 imagens da galeria como banners do painel, na ordem dada',
        body: dashboardBannersBody,
        response: { 200: dashboardBannersReply, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => images.setBanners(request.body.image_ids),
  );

  app.get(
    '/uploads/:file',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getUploadedFile',
        tags,
        summary: 'Arquivo de imagem enviado (cache de longa duração)',
        params: uploadFileParam,
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => sendUploadedFile(images, request.params.file, reply),
  );
};

async function sendUploadedFile(images: ImagesService, name: string, reply: FastifyReply) {
  const file = await images.file(name);
  // A file name is never reused for other bytes, so browsers and proxies may keep it forever.
  return reply
    .header('content-type', file.mimeType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes as never); // raw bytes: the schema only describes the 404
}

/**
 * The same files at the site's root. An image's `url` is relative to the API base
 * (decisions.md §8: `/uploads/{file}`, which the web prefixes with `/api`), but whoever reads the
 * upload's answer as a link on the site gets the file too, not a page not found. Registered
 * outside `/api`; the documented route stays GET /api/uploads/{file}.
 */
export const uploadedFilesAtRoot: FastifyPluginAsyncZod = async (app) => {
  const { images } = app.services;
  app.get(
    '/uploads/:file',
    { config: { access: 'public' }, schema: { hide: true, params: uploadFileParam, response: { 404: errorSchema } } },
    async (request, reply) => sendUploadedFile(images, request.params.file, reply),
  );
};
