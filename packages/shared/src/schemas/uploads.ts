import { z } from 'zod';

/** POST /upload: where the picture now lives, and whether a fallback store took it (product §5). */
export const ZUploadedImage = z.object({ url: z.string(), fallback: z.boolean() });
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
