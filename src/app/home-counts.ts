/**
 * How many articles each home section shows: a lead story and three beside it, then the
 * latest that are not among them. Its own module: the boot sequence needs it without the page.
 */
export const HOME_COUNTS = { featured: 4, latest: 6 } as const;
