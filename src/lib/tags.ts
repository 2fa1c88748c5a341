/**
 * A tag is one tag whatever its case: "Stocks", "stocks" and "STOCKS " share one key,
 * which articles store beside their tags (tagKeys) and the tag pages query, so
 * /blog?tag=stocks and /blog?tag=Stocks list the same articles. The spelling shown is the
 * first one the site used (the admin's editor maps a typed tag to it; docs/authoring.md).
 */
export const tagKey = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();
