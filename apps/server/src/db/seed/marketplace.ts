import type { SeedContext } from './demo';

export async function seedMarketplace(_ctx: SeedContext): Promise<void> {}
