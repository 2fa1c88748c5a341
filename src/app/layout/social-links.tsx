import type { ComponentType } from 'react';
import { SITE_NAME } from '../../config/site.js';
import { FacebookLogo, LinkedInLogo, XLogo, YouTubeLogo } from './icons.js';
import { layoutTexts } from './texts.js';

/**
 * The site has no social accounts yet: these lead to each network's home page. Replace the
 * addresses with the site's own profiles once they exist.
 */
const SOCIAL_LINKS: readonly { readonly network: string; readonly href: string; readonly Logo: ComponentType }[] = [
  { network: 'X (Twitter)', href: 'https://x.com/', Logo: XLogo },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/', Logo: LinkedInLogo },
  { network: 'Facebook', href: 'https://www.facebook.com/', Logo: FacebookLogo },
  { network: 'YouTube', href: 'https://www.youtube.com/', Logo: YouTubeLogo },
];

export function SocialLinks() {
  return (
    <ul aria-label={layoutTexts.footer.social} className="flex gap-2">
      {SOCIAL_LINKS.map(({ network, href, Logo }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${SITE_NAME} on ${network} (opens in a new tab)`}
            title={network}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Logo />
          </a>
        </li>
      ))}
    </ul>
  );
}
