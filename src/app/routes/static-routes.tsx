/**
 * Static routes: About, Contact, the legal pages, Categories and the old /categories/{slug}
 * addresses. A fragment of <Route>s composed in ../routes.tsx; pages are React.lazy so each
 * loads only when visited.
 */
import { lazy } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { isCategoryId } from '../../config/categories.js';
import { paths } from '../../config/paths.js';

const AboutPage = lazy(() => import('../../features/about/about-page.js').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../../features/contact/contact-page.js').then((m) => ({ default: m.ContactPage })));
const CategoriesPage = lazy(() =>
  import('../../features/categories/categories-page.js').then((m) => ({ default: m.CategoriesPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../../features/legal/privacy-policy-page.js').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('../../features/legal/terms-of-service-page.js').then((m) => ({ default: m.TermsOfServicePage })),
);
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));

/** docs/decisions.md: /categories/{slug} is /{slug}; anything else under /categories does not exist. */
function CategoryAlias() {
  const { category } = useParams();
  const { search, hash } = useLocation();
  if (!isCategoryId(category)) return <NotFoundRoute />;
  return <Navigate replace to={{ pathname: paths.category.to(category), search, hash }} />;
}

export const staticRoutes = (
  <>
    <Route path={paths.about.pattern} element={<AboutPage />} />
    <Route path={paths.contact.pattern} element={<ContactPage />} />
    <Route path={paths.privacyPolicy.pattern} element={<PrivacyPolicyPage />} />
    <Route path={paths.termsOfService.pattern} element={<TermsOfServicePage />} />
    <Route path={paths.categories.pattern} element={<CategoriesPage />} />
    <Route path={paths.categoryAlias.pattern} element={<CategoryAlias />} />
  </>
);
