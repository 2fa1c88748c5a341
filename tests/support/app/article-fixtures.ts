/**
 * Article documents as the site stores them, for seeding test emulators. Dates are plain
 * Dates: the SDK stores them as timestamps.
 */

const day = 24 * 60 * 60 * 1000;

export function articleDoc(
  title: string,
  options: { status?: 'draft' | 'published'; publishedDaysAgo?: number; category?: string } = {},
): Record<string, unknown> {
  const status = options.status ?? 'published';
  // Noon UTC: the same calendar day in nearly every time zone the tests may run in.
  const publishedAt = new Date(Date.UTC(2026, 0, 31, 12) - (options.publishedDaysAgo ?? 0) * day);
  return {
    title,
    slug: title.toLowerCase().replace(/[^\w\s-]/g, '').replace(/\s+/g, '-'),
    summary: `Summary of ${title}.`,
    excerpt: `Summary of ${title}.`,
    content: `<p>${title}</p>`,
    category: options.category ?? 'market-insights',
    tags: [],
    featuredImage: '',
    status,
    isFeatured: false,
    author: { id: 'author-1', name: 'Dana Whitfield' },
    createdAt: publishedAt,
    updatedAt: publishedAt,
    // A draft keeps publishedAt only when it says so (one that was published before).
    publishedAt: status === 'published' || options.publishedDaysAgo !== undefined ? publishedAt : null,
    readTime: 4,
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
  };
}
