/** User-facing texts of the newsletter forms (docs/product.md §2, §5; docs/decisions.md). */
export const newsletterTexts = {
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  // Only what happens: the address joins the list, which the site's owner sends from their own e-mail service.
  success: 'Thank you for subscribing! Your address is on our newsletter list.',
  invalid: 'Please enter a valid email address.',
  failed: 'Subscription failed. Please try again later.',
  panelHeading: 'Subscribe to Our Newsletter',
  panelText: 'Join our newsletter list for new equity research, trade ideas and market insights.',
} as const;
