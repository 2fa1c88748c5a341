import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';
import { siteOrigin } from '../../config/site-origin.js';
import { useHomeArticles } from '../../features/articles/api/use-home-articles.js';
import { FeaturedArticles } from '../../features/articles/components/featured-articles.js';
import { LatestArticles } from '../../features/articles/components/latest-articles.js';
import { NewerArticles } from '../../features/articles/components/newer-articles.js';
import { CategoryGrid } from '../../features/home/components/category-grid.js';
import { ComingSoon } from '../../features/home/components/coming-soon.js';
import { HomeHero } from '../../features/home/components/home-hero.js';
import { homeTexts } from '../../features/home/texts.js';
import { NewsletterPanel } from '../../features/newsletter/components/newsletter-panel.js';
import { HOME_COUNTS } from '../home-counts.js';

/**
 * The home page: no Auth (useSession does not load it for guests), no large components.
 * Its articles are usually requested before this code arrives (start-route-data.ts).
 */
export function HomeRoute() {
  const articles = useHomeArticles(HOME_COUNTS);
  return (
    <>
      <PageMeta description={homeTexts.metaDescription} og={{ type: 'website', url: siteOrigin() + paths.home.to() }} />
      <HomeHero />
      <FeaturedArticles articles={articles} count={HOME_COUNTS.featured} />
      <CategoryGrid />
      <LatestArticles articles={articles} count={HOME_COUNTS.latest} />
      <ComingSoon />
      <NewsletterPanel source="home" />
      <NewerArticles onShow={articles.status === 'success' ? articles.showNewer : undefined} />
    </>
  );
}
