/** How many articles each home section shows. Its own module: the boot sequence needs it without the page. */
export const HOME_COUNTS = { featured: 3, latest: 6 } as const;
