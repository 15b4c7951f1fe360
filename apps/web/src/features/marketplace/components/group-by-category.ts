import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';

/** Items grouped by category name, `uncategorized` ('Uncategorized' in English) last. */
export function groupByCategory(items: TMarketplaceListItem[], uncategorized: string) {
  const groups = new Map<string, TMarketplaceListItem[]>();
  for (const item of items) {
    const name = item.category?.name ?? uncategorized;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  // A plain case-insensitive comparison: localeCompare builds an ICU collator on first use, a long task on a phone.
  const byName = (a: string, b: string) => {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...groups.entries()].sort(([a], [b]) => (a === uncategorized ? 1 : b === uncategorized ? -1 : byName(a, b)));
}
