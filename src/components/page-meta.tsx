/**
 * The title and description of a page (and, for articles, social-card and structured
 * data). React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>.
 */
import { SITE_NAME } from '../config/site.js';
import { siteOrigin } from '../config/site-origin.js';
import { webAddress } from '../lib/web-address.js';

export interface PageMetaProps {
  /** Without the site name; omitted on the home page. */
  readonly title?: string;
  readonly description: string;
  /** Open Graph type and image, for pages shared on social networks. */
  readonly og?: {
    readonly type: 'website' | 'article' | 'profile';
    readonly image?: string | null;
    /** The image's size in pixels, when known (a share card's), so a network need not fetch it to lay out the preview. */
    readonly imageSize?: { readonly width: number; readonly height: number } | null;
    /** The page's canonical address, also given as <link rel="canonical">. */
    readonly url?: string;
    /** An article's dates, author, section and tags (Open Graph's article: properties). */
    readonly article?: {
      readonly publishedTime: Date | null;
      readonly modifiedTime: Date | null;
      readonly author: string;
      readonly section: string;
      readonly tags: readonly string[];
    };
  };
  /** JSON-LD structured data (e.g. a schema.org Article). */
  readonly jsonLd?: Readonly<Record<string, unknown>>;
}

const isoTime = (date: Date | null): string | null => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

function ArticleProperties({ publishedTime, modifiedTime, author, section, tags }: NonNullable<NonNullable<PageMetaProps['og']>['article']>) {
  const published = isoTime(publishedTime);
  const modified = isoTime(modifiedTime);
  return (
    <>
      {published && <meta property="article:published_time" content={published} />}
      {modified && <meta property="article:modified_time" content={modified} />}
      {author && <meta property="article:author" content={author} />}
      {section && <meta property="article:section" content={section} />}
      {tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </>
  );
}

export function PageMeta({ title, description, og, jsonLd }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: invest smarter with expert insights`;
  // Social cards are read by crawlers: only web addresses, like the site's own links.
  const origin = siteOrigin();
  const image = webAddress(og?.image, origin);
  const url = webAddress(og?.url, origin);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {og && (
        <>
          <meta property="og:title" content={title ?? SITE_NAME} />
          <meta property="og:description" content={description} />
          <meta property="og:type" content={og.type} />
          <meta property="og:site_name" content={SITE_NAME} />
          {url && <link rel="canonical" href={url} />}
          {url && <meta property="og:url" content={url} />}
          {image && <meta property="og:image" content={image} />}
          {image && og.imageSize && (
            <>
              <meta property="og:image:width" content={String(og.imageSize.width)} />
              <meta property="og:image:height" content={String(og.imageSize.height)} />
            </>
          )}
          {og.article && <ArticleProperties {...og.article} />}
          <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={title ?? SITE_NAME} />
          <meta name="twitter:description" content={description} />
          {image && <meta name="twitter:image" content={image} />}
        </>
      )}
      {jsonLd && (
        // JSON.stringify output cannot close the script element once "<" is escaped.
        <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>
      )}
    </>
  );
}
