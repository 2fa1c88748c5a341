import { SITE_NAME } from '../../config/site.js';
import { LatestArticles } from '../../features/articles/components/latest-articles.js';
import { HomeHero } from '../../features/home/components/home-hero.js';

const LATEST_ARTICLES = 6;

export function HomeRoute() {
  return (
    <>
      <title>{`${SITE_NAME} | Invest Smarter with Expert Insights`}</title>
      <HomeHero />
      <LatestArticles limit={LATEST_ARTICLES} />
    </>
  );
}
