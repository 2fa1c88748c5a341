/**
 * How an article's image is drawn, as class names with no React around them: the boot draws
 * the home page's lead image with them before React has arrived (src/app/draw-lead-image.ts),
 * exactly as the app then draws it (ArticleImage, LeadStory).
 */

/** The neutral tone that holds an image's place, at its final size, until it arrives. */
export const imageTone = 'bg-slate-200 object-cover dark:bg-slate-800';

/** The lead story's image on the home page, and its place in the skeleton. */
export const leadImageBox = 'aspect-video w-full rounded-sm';

/** Marks the skeleton's place for the lead image, where the boot can draw it. */
export const LEAD_IMAGE_PLACE = 'data-lead-image';
