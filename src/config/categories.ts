/** The four article categories (SPEC §1, §9). Several features list them, so they live here. */

export const CATEGORIES = [
  { id: 'equity-research', name: 'Equity Research' },
  { id: 'trade-ideas', name: 'Trade Ideas' },
  { id: 'portfolio-performance', name: 'Portfolio Performance' },
  { id: 'market-insights', name: 'Market Insights' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export function isCategoryId(value: unknown): value is CategoryId {
  return CATEGORIES.some((category) => category.id === value);
}

export function categoryName(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)?.name ?? id;
}
