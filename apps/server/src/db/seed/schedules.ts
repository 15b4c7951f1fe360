import type { SeedContext } from './demo';

export async function seedSchedules(_ctx: SeedContext): Promise<void> {}
