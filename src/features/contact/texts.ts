/** User-facing texts of the contact page (docs/product.md §2 Contact, §8; the product's own texts word for word). */
export const contactTexts = {
  title: 'Contact Us',
  metaDescription:
    'Questions about our research, a topic you would like covered, or feedback on the site: send us a message.',
  intro: 'Have a question about our research or a topic you would like us to cover? Send us a message.',
  formHeading: 'Send Us a Message',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending…',
  successTitle: 'Message sent successfully!',
  successText: "Thank you for contacting us. We'll get back to you soon.",
  failed: 'Failed to send message. Please try again later.',
  incomplete: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address.',
  detailsHeading: 'Get in Touch',
  addressLabel: 'Address',
  openMap: 'Open in OpenStreetMap',
  newTab: '(opens in a new tab)',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  faqHeading: 'Frequently Asked Questions',
  faq: [
    {
      question: 'Do you provide personalised investment advice?',
      answer:
        'No. Our articles are for educational purposes only and are not personalised investment advice. Please speak to a licensed financial adviser about your own situation.',
    },
    {
      question: 'Can I request research on a specific company or topic?',
      answer:
        'Yes. Send us a message with the company or topic in the subject line. We read every request, although we cannot promise to cover each one.',
    },
  ],
} as const;
