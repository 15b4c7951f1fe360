import type { SeedContext } from './demo';

export async function seedEvents(_ctx: SeedContext): Promise<void> {}
