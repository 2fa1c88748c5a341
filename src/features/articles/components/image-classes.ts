/** How an article's image is drawn, as class names (ArticleImage, LeadStory). */

/** The neutral tone that holds an image's place, at its final size, until it arrives. */
export const imageTone = 'bg-slate-200 object-cover dark:bg-slate-800';

/** The lead story's image on the home page, and its place in the skeleton. */
export const leadImageBox = 'aspect-video w-full rounded-sm';
