import type { ComponentType } from 'react';
import { PUBLISHER, SITE_NAME, type Publisher, type SocialNetwork } from '../../config/site.js';
import { FacebookLogo, LinkedInLogo, XLogo, YouTubeLogo } from './icons.js';
import { layoutTexts } from './texts.js';

const NETWORKS: readonly { readonly id: SocialNetwork; readonly network: string; readonly Logo: ComponentType }[] = [
  { id: 'x', network: 'X (Twitter)', Logo: XLogo },
  { id: 'linkedin', network: 'LinkedIn', Logo: LinkedInLogo },
  { id: 'facebook', network: 'Facebook', Logo: FacebookLogo },
  { id: 'youtube', network: 'YouTube', Logo: YouTubeLogo },
];

/** The site's profiles that are set (config/site.ts PUBLISHER.social); nothing when none is. */
export function SocialLinks({ profiles = PUBLISHER.social }: { readonly profiles?: Publisher['social'] }) {
  const links = NETWORKS.map(({ id, ...network }) => ({ ...network, href: profiles[id].trim() })).filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <ul aria-label={layoutTexts.footer.social} className="mt-4 flex gap-2">
      {links.map(({ network, href, Logo }) => (
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
