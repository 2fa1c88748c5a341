import { legalTexts, type LegalDocument } from './legal-document.js';

export const privacyPolicy: LegalDocument = {
  title: legalTexts.privacyPolicy,
  metaDescription:
    'What personal information Finance Articles collects (accounts, likes, saved articles, newsletter and contact messages), why, who processes it and your choices.',
  updated: { label: 'November 21, 2026', iso: '2026-11-21' },
  intro: [
    'This policy explains what personal information Finance Articles ("we", "us") collects when you use this website, why we collect it, who processes it for us and the choices you have. We collect only what we need to run the site.',
  ],
  sections: [
    {
      heading: 'Information we collect',
      items: [
        'Account information. When you register we store your full name, your e-mail address, the date you joined, your role on the site (reader or administrator), whether you have verified your e-mail address and when you last signed in. Your password is handled by Firebase Authentication: we never see or store it. If you sign in with Google or Facebook, that provider gives us your name, your e-mail address and an account identifier.',
        'Likes and saved articles. When you like or save an article we record which article and when, linked to your account, so that we can show your likes and your saved articles. The number of likes on an article is public; who liked it is not.',
        'Newsletter subscriptions. When you subscribe we store your e-mail address, the date you subscribed and which form you used (for example, the one at the foot of every page).',
        'Contact messages. When you use the contact form we store your name, e-mail address, subject and message, when you sent it and, if you were signed in, your account identifier.',
        'Article views. When you open an article we add one to its public view count. The count is anonymous and is not linked to you.',
        'Information kept in your browser. Your light or dark theme choice is kept in your browser’s local storage; Firebase Authentication keeps you signed in with data in your browser’s storage; and session storage notes which articles you opened in the current visit, so that reloading a page does not count another view. None of it is used for advertising or tracking.',
      ],
    },
    {
      heading: 'How we use your information',
      items: [
        'To create and protect your account, sign you in and verify your e-mail address.',
        'To show your dashboard, your saved articles and the articles you have liked.',
        'To send you the newsletter you subscribed to.',
        'To read and answer your messages and research requests.',
        'To keep the site secure, prevent abuse and fix problems.',
        'To meet our legal obligations.',
      ],
      closing: [
        'We do not sell your personal information, we do not use it for advertising, and we do not build profiles of your investing interests.',
      ],
    },
    {
      heading: 'Who processes your information',
      paragraphs: [
        'The site runs on Google Firebase: Firebase Authentication (accounts and sign-in), Cloud Firestore (profiles, likes, saved articles, newsletter subscriptions and contact messages), Cloud Storage (article images) and Firebase Hosting (delivering the site). Google processes this information on our behalf under its data processing terms for Firebase, and it may be stored on servers outside your country.',
        'If you sign in with Google or Facebook, that provider also processes your sign-in under its own privacy policy.',
        'Inside Finance Articles, only our administrators can see account profiles, newsletter subscriptions and contact messages. We disclose information to others only when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Account information, likes and saved articles: for as long as you have an account. When your account is deleted we delete the information linked to it.',
        'Newsletter subscriptions: until you ask us to remove your address.',
        'Contact messages: as long as we need them to answer and follow up, and no longer than two years.',
      ],
    },
    {
      heading: 'Your choices and rights',
      items: [
        'See and update your name and e-mail address on your profile page.',
        'Unlike or remove a saved article at any time.',
        'Ask us to remove your address from the newsletter list.',
        'Ask for a copy of your information, for a correction, or for your account and the information linked to it to be deleted.',
        'Clear the information kept in your browser by signing out and clearing this site’s data in your browser settings.',
      ],
      closing: [
        'Depending on where you live (for example in the European Union, the United Kingdom or California), you may also have the right to object to or restrict how we use your information and to complain to your data protection authority. We answer every request within 30 days.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Connections to the site are encrypted (HTTPS). Security rules on our database let each reader reach only their own account data and let only administrators reach subscriber lists and messages. No system is perfectly secure, so please use a strong password that you do not use anywhere else.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The site is not meant for children under 16, and we do not knowingly collect their information. If you believe a child has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change is significant, we also tell registered readers by e-mail or on the site before it takes effect.',
      ],
    },
  ],
  questions:
    'Questions about this policy, or a request about your information? Send us a message through our',
};
