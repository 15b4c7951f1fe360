import { UPLOAD } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { okSchema } from '@campus/shared/schemas/envelope';
import { ZUploadedImage } from '@campus/shared/schemas/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { ok } from '../../http/reply';
import { authorizeRegistrationUpload } from './uploads.service';

/**
 * Signed-in, non-disabled members upload with their app token (the guard has checked it; their hourly limit is
 * counted in http/account-limits.ts). Someone registering uploads with an ID token in `x-id-token`, on the
 * conditions of authorizeRegistrationUpload.
 */
async function authorizeUpload(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.user) return;
  const idToken = request.headers['x-id-token'];
  if (typeof idToken === 'string' && idToken) return authorizeRegistrationUpload(ctx, reply, idToken);
  throw new AppError('UNAUTHORIZED', MSG.notSignedIn);
}

/** Reads the `image` part; a malformed multipart body (no boundary, cut off, garbage) is the client's error. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== UPLOAD.field) throw new AppError('VALIDATION_ERROR', MSG.imageMissing);
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge);
    return buffer;
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('VALIDATION_ERROR', MSG.malformedUpload);
  }
}

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/upload',
    {
      config: { access: 'public', rateLimit: { max: ctx.config.rateLimit.authMax * 2, timeWindow: '1 minute' } },
      schema: { tags: ['upload'], consumes: ['multipart/form-data'], response: { 201: okSchema(ZUploadedImage) } },
      preValidation: async (request, reply) => authorizeUpload(ctx, request, reply),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.imageMissing);
      const buffer = await readImagePart(request);
      const stored = await ctx.uploads.store(buffer);
      return reply.status(201).send(ok({ url: stored.url, fallback: stored.fallback }, 'Image uploaded'));
    },
  );
}
