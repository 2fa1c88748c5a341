/** User-facing texts of the site's header and footer (docs/product.md §2 "Header and footer"). */
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
  darkTheme: 'Dark theme',
  switchTo: (theme: 'light' | 'dark') => `Switch to ${theme} theme`,
  footer: {
    about:
      'Equity research, trade ideas, portfolio reviews and market insights that help you invest smarter.',
    quickLinks: 'Quick Links',
    categories: 'Categories',
    newsletter: 'Get the newsletter',
    newsletterIntro: 'New articles and market insights, delivered to your inbox.',
    social: 'Follow us',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    copyright: (year: number, site: string) => `© ${year} ${site}. All rights reserved.`,
    disclaimer:
      'Disclaimer: all content on this site is for educational purposes only and is not personalised investment advice. Investing involves risk, including the possible loss of capital. Consider your own circumstances and, where appropriate, consult a licensed financial adviser before making investment decisions.',
  },
} as const;
