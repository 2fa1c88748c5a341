import { PageMeta } from '../../components/page-meta.js';
import { useHomeArticles } from '../../features/articles/api/use-home-articles.js';
import { FeaturedArticles } from '../../features/articles/components/featured-articles.js';
import { LatestArticles } from '../../features/articles/components/latest-articles.js';
import { CategoryGrid } from '../../features/home/components/category-grid.js';
import { ComingSoon } from '../../features/home/components/coming-soon.js';
import { HomeHero } from '../../features/home/components/home-hero.js';
import { homeTexts } from '../../features/home/texts.js';
import { NewsletterPanel } from '../../features/newsletter/components/newsletter-panel.js';

const HOME_ARTICLES = { featured: 3, latest: 6 } as const;

/**
 * The home page, the only page in the entry bundle (every other one is lazy), so it stays
 * lean: no Auth (useSession does not load it for guests), no large components.
 */
export function HomeRoute() {
  const articles = useHomeArticles(HOME_ARTICLES);
  return (
    <>
      <PageMeta description={homeTexts.metaDescription} />
      <HomeHero />
      <FeaturedArticles articles={articles} />
      <CategoryGrid />
      <LatestArticles articles={articles} />
      <ComingSoon />
      <NewsletterPanel source="home" />
    </>
  );
}
