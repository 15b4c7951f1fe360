import type { FastifyInstance } from 'fastify';
import { UPLOAD } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { ok } from '../../http/reply';

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/upload', { config: { access: 'signedIn' }, schema: { tags: ['upload'], consumes: ['multipart/form-data'] } }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.imageMissing);
    const file = await request.file();
    if (!file || file.fieldname !== UPLOAD.field) throw new AppError('VALIDATION_ERROR', MSG.imageMissing);
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge);
    const stored = await ctx.uploads.store(buffer);
    return reply.status(201).send(ok({ url: stored.url, fallback: stored.fallback }, 'Image uploaded'));
  });
}
