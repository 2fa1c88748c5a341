/** User-facing texts of the newsletter forms (docs/product.md §2, §5; docs/decisions.md). */
export const newsletterTexts = {
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  success: 'Thank you for subscribing! Our latest insights will arrive in your inbox.',
  invalid: 'Please enter a valid email address.',
  failed: 'Subscription failed. Please try again later.',
  panelHeading: 'Subscribe to Our Newsletter',
  panelText: 'Get our latest equity research, trade ideas and market insights delivered to your inbox.',
} as const;
