import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileStringify, serializerCompiler } from './serializer';

/** What a presenter might hand back by mistake: more than the schema names, and Date objects. */
const leaky = {
  id: 7,
  title: 'Organic Chemistry',
  seller: { id: 3, fullName: 'Farhana Rahman', email: 'farhana@example.com', contactNo: '01811111111' },
  price: null,
  createdAt: new Date('2026-11-24T10:00:00.000Z'),
  passwordHash: 'never',
};

const ZRow = z.object({
  id: z.number(),
  title: z.string(),
  seller: z.object({ id: z.number(), fullName: z.string() }),
  price: z.number().nullable(),
  createdAt: z.string(),
  note: z.string().optional(),
});

const app = Fastify().withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/one', { schema: { response: { 200: okSchema(ZRow) } } }, async () => ({
    success: true as const,
    message: 'OK',
    data: leaky as unknown as z.infer<typeof ZRow>,
  }));
  app.get('/list', { schema: { response: { 200: okListSchema(ZRow) } } }, async () => ({
    success: true as const,
    message: 'OK',
    data: [leaky, { ...leaky, id: 8, note: 'kept', price: 450 }] as unknown as z.infer<typeof ZRow>[],
    meta: { page: 1, limit: 10, total: 2, debug: 'x' } as { page: number; limit: number; total: number },
  }));
  // A schema JSON Schema cannot express keeps the zod serializer (which encodes the Date itself).
  app.get('/dated', { schema: { response: { 200: okSchema(z.object({ at: z.date() })) } } }, async () => ({
    success: true as const,
    message: 'OK',
    data: { at: new Date('2026-11-24T10:00:00.000Z') },
  }));
  await app.ready();
});
afterAll(() => app.close());

describe('response serializer (decision 025)', () => {
  it('never sends a field the response schema does not name, at any depth', async () => {
    const res = await app.inject({ method: 'GET', url: '/one' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      data: {
        id: 7,
        title: 'Organic Chemistry',
        seller: { id: 3, fullName: 'Farhana Rahman' },
        price: null,
        createdAt: '2026-11-24T10:00:00.000Z',
      },
    });
    for (const secret of ['farhana@example.com', '01811111111', 'passwordHash', 'never']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('writes list rows and meta from the schema: dates as ISO strings, optional fields when present', async () => {
    const res = await app.inject({ method: 'GET', url: '/list' });
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 2 });
    expect(body.data.map((r: { createdAt: string }) => r.createdAt)).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-11-24T10:00:00.000Z',
    ]);
    expect(body.data[0]).not.toHaveProperty('note');
    expect(body.data[1]).toMatchObject({ note: 'kept', price: 450 });
    expect(res.body).not.toContain('01811111111');
  });

  it('falls back to the zod serializer for a schema with no JSON Schema (z.date())', async () => {
    expect(compileStringify(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileStringify(ZRow)).toBeTypeOf('function');
    const res = await app.inject({ method: 'GET', url: '/dated' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ at: '2026-11-24T10:00:00.000Z' });
  });
});
