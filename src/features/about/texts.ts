/** User-facing texts of the About page (docs/product.md §2 /about). */
export const aboutTexts = {
  title: 'About Us',
  metaDescription:
    'Since 2018, Finance Articles has published independent equity research, trade ideas and market insights for 500K+ monthly readers. Meet the team and our mission.',
  heading: 'About Finance Articles',
  lead: 'Clear, independent research for investors who want to understand what they own.',
  storyHeading: 'Our Story',
  story: [
    'Finance Articles began in 2018 as a weekly newsletter written by two investors who were tired of market commentary that was either too shallow to be useful or too dense to read. We wanted research that shows its working: the numbers, the assumptions and the risks, in plain language.',
    'What started as a few hundred subscribers has grown into a site read by hundreds of thousands of people every month, from first-time investors building a retirement portfolio to experienced traders looking for a second opinion.',
    'We are still independent. We do not sell financial products, manage money or take payment to cover a company, so our only job is to help you think clearly about your own decisions.',
  ],
  statsHeading: 'Finance Articles in numbers',
  stats: [
    { value: '2018', label: 'Founded' },
    { value: '500K+', label: 'Monthly Readers' },
    { value: '1.2M+', label: 'Articles Read' },
  ],
  missionHeading: 'Our Mission',
  mission: [
    {
      title: 'Educate',
      body: 'Explain how companies, markets and portfolios work, in plain language and with the numbers shown, so every article leaves you knowing more.',
    },
    {
      title: 'Empower',
      body: 'Give you the frameworks and tools to reach your own conclusions, rather than tips to follow, so you can invest with confidence.',
    },
    {
      title: 'Protect',
      body: 'Be honest about risk, costs and what we do not know, and call out hype, so readers avoid the mistakes that cost the most.',
    },
  ],
  teamHeading: 'Meet the Team',
  // Names as every byline writes them (scripts/lib/demo-content/authors.ts); credentials go in the role.
  team: [
    {
      name: 'Daniel Brooks',
      role: 'Co-founder & Head of Equity Research · CFA charterholder',
      bio: 'Fifteen years covering industrials and technology for institutional investors before starting Finance Articles. Daniel leads our company analysis and trade ideas.',
    },
    {
      name: 'Maya Chen',
      role: 'Co-founder & Portfolio Strategist · Certified Financial Planner',
      bio: 'A portfolio strategist focused on asset allocation, risk management and long-term planning. Maya writes our portfolio reviews and market insights.',
    },
  ],
  contactHeading: 'Questions or research requests?',
  contactBody: 'We would like to hear what you want us to cover next.',
  contactLink: 'Contact Us',
  disclaimer:
    'Everything we publish is for educational purposes only and is not personalised investment advice.',
} as const;
