import { Icon } from '../../../components/ui/icon.js';
import type { CategoryId } from '../../../config/categories.js';

// Paths after Lucide (ISC licence): bar chart, trending up, pie chart, globe.
const PATHS: Record<CategoryId, readonly string[]> = {
  'equity-research': ['M3 3v18h18', 'M18 17V9', 'M13 17V5', 'M8 17v-3'],
  'trade-ideas': ['M22 7 13.5 15.5 8.5 10.5 2 17', 'M16 7h6v6'],
  'portfolio-performance': ['M21.21 15.89A10 10 0 1 1 8 2.83', 'M22 12A10 10 0 0 0 12 2v10z'],
  'market-insights': ['M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20', 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20', 'M2 12h20'],
};

export function CategoryIcon({ category }: { readonly category: CategoryId }) {
  return (
    <Icon className="size-6">
      {PATHS[category].map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
