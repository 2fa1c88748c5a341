/**
 * How wide each image slot of the reader pages is drawn, as `sizes` values: the browser
 * picks from an image set (src/lib/image-set.ts) the narrowest member that fills the slot
 * at the screen's pixel ratio. Read off the layouts' classes (Tailwind breakpoints sm 40rem,
 * md 48rem, lg 64rem; max-w-6xl pages 72rem with 1rem padding), kept here in one place and
 * checked against the drawn pages (image-sizes.test.ts works them out at phone, tablet and
 * desktop widths; e2e/responsive-images.spec.ts measures what is downloaded). A slot may be
 * a little wider than said (a scrollbar's width), never much narrower.
 */
export const IMAGE_SIZES = {
  /**
   * A card of a grid across the whole page (home, an article's related, an author's page):
   * a 6rem square beside the headline on a phone, two columns 2rem apart from sm, three from lg.
   */
  card: '(min-width: 72rem) 352px, (min-width: 64rem) calc((100vw - 6rem) / 3), (min-width: 40rem) calc((100vw - 4rem) / 2), 6rem',
  /** A card of a list page's grid, which shares the page with the 17rem sidebar (3rem apart) from lg. */
  listCard: '(min-width: 72rem) 246px, (min-width: 64rem) calc((100vw - 26rem) / 3), (min-width: 40rem) calc((100vw - 4rem) / 2), 6rem',
  /** The home page's lead story: the page's width, then two of three columns 2.5rem apart from lg. */
  lead: '(min-width: 72rem) 734px, (min-width: 64rem) calc((200vw - 6.5rem) / 3), calc(100vw - 2rem)',
  /** An article's hero image: the article's frame, 48rem with 1rem padding. */
  hero: '(min-width: 48rem) 736px, calc(100vw - 2rem)',
  /** An image in an article's text: at most the reading column, 34rem. */
  articleColumn: '(min-width: 36rem) 544px, calc(100vw - 2rem)',
  /** Author pictures, as their frames (author-avatar.tsx): size-16, and size-24 then sm:size-28. */
  avatarMedium: '4rem',
  avatarLarge: '(min-width: 40rem) 7rem, 6rem',
} as const;

export type ImageSlot = keyof typeof IMAGE_SIZES;

/** Where a grid of article cards is: across the page, or beside a list page's sidebar. */
export type CardSlot = Extract<ImageSlot, 'card' | 'listCard'>;
