import { legalTexts, type LegalDocument } from './legal-document.js';

export const termsOfService: LegalDocument = {
  title: legalTexts.termsOfService,
  metaDescription:
    'The terms for using Finance Articles: educational content only and not investment advice, your account, acceptable use, our content and our liability.',
  updated: { label: 'November 21, 2026', iso: '2026-11-21' },
  intro: [
    'These terms govern your use of the Finance Articles website. By using the site or creating an account you agree to them; if you do not agree, please do not use the site.',
  ],
  sections: [
    {
      heading: 'Educational content, not investment advice',
      paragraphs: [
        'Everything on Finance Articles, including articles, trade ideas, model portfolios, data and newsletters, is general information published for educational purposes. It is not personalised investment, financial, tax or legal advice, and it is not a recommendation or an offer to buy or sell any security.',
        'We do not know your financial situation, objectives or tolerance for risk. Before making an investment decision, consider whether it suits your circumstances and, where appropriate, consult a licensed financial adviser.',
        'Investing involves risk, including the loss of the money you invest. Past performance, including the results of the portfolios and trade ideas we review, does not guarantee future results. Our authors may hold positions in securities they write about; when they do, the article says so.',
      ],
    },
    {
      heading: 'Your account',
      items: [
        'You must be at least 16 years old to create an account.',
        'Give accurate information and keep your e-mail address up to date.',
        'Keep your password secret. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
        'One account per person. Accounts may not be shared, sold or transferred.',
      ],
      closing: ['You can stop using the site at any time and ask us to delete your account.'],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When you use the site, you agree not to:'],
      items: [
        'break the law or infringe anyone’s rights;',
        'try to reach accounts, data or parts of the site you are not authorised to use, or interfere with its security or operation;',
        'copy or republish articles in bulk, or access the site by automated means beyond ordinary browsing;',
        'send spam, malicious code or misleading messages through our forms;',
        'impersonate anyone or misrepresent your connection with anyone.',
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        'The articles, images and design of the site belong to Finance Articles or its authors and are protected by copyright. You may read them, share links to them and quote short extracts with attribution and a link to the original. Any other use, including republishing whole articles, needs our written permission.',
      ],
    },
    {
      heading: 'What you send us',
      paragraphs: [
        'When you send us a message or a research request, you allow us to use it to answer you and to decide what to cover. Please do not send confidential information or anything you are not allowed to share. The newsletter is free, and you can ask to be removed from it at any time.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'Articles may link to other websites, data providers and social networks. We do not control them and are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'Accuracy and availability',
      paragraphs: [
        'We work hard to be accurate, but information can contain errors, become out of date or be incomplete, and markets move quickly. The site is provided "as is" and "as available", without warranties of any kind to the extent the law allows. We may change, suspend or withdraw any part of the site at any time.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, Finance Articles and its authors are not liable for any loss or damage, including investment losses, lost profits or indirect losses, arising from your use of the site or from relying on its content. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend or close an account that breaks these terms or puts the site or other readers at risk. You may close your account at any time.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. When we do, we change the date at the top of this page, and for significant changes we tell registered readers by e-mail or on the site before they take effect. Using the site after a change means you accept the new terms.',
      ],
    },
  ],
  questions: 'Questions about these terms? Send us a message through our',
};
