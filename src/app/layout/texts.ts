/** User-facing texts of the site's header and footer (docs/product.md §2 "Header and footer"). */
import { EDUCATIONAL_ONLY } from '../../config/site.js';

export const layoutTexts = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  nav: {
    home: 'Home',
    articles: 'Articles',
    categories: 'Categories',
    about: 'About',
    contact: 'Contact',
  },
  menu: 'Menu',
  /** The header's search, in the bar and in the phone's menu (a landmark of its own, named apart from a list page's). */
  siteSearch: 'Site search',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search…',
  searchButton: 'Search',
  darkTheme: 'Dark theme',
  switchTo: (theme: 'light' | 'dark') => `Switch to ${theme} theme`,
  footer: {
    about:
      'Equity research, trade ideas, portfolio reviews and market insights that help you invest smarter.',
    quickLinks: 'Quick Links',
    categories: 'Categories',
    newsletter: 'Get the newsletter',
    newsletterIntro: 'Join our newsletter list for new articles and market insights.',
    social: 'Follow us',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    rss: 'RSS feed',
    copyright: (year: number, site: string) => `© ${year} ${site}. All rights reserved.`,
    disclaimer: `Disclaimer: all content on this site ${EDUCATIONAL_ONLY}`,
  },
} as const;

/** The admin area's frame (layout/admin-layout.tsx). */
export const adminTexts = {
  admin: 'Admin',
  navigation: 'Admin',
  menu: 'Menu',
  dashboard: 'Dashboard',
  articles: 'Articles',
  newArticle: 'New article',
  subscribers: 'Subscribers',
  messages: 'Messages',
  comments: 'Comments',
  users: 'Users',
  viewSite: 'View site',
} as const;
