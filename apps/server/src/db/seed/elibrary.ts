import type { SeedContext } from './demo';

export async function seedElibrary(_ctx: SeedContext): Promise<void> {}
