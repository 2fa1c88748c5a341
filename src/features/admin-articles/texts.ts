/**
 * User-facing texts of the article editor and the manage-articles page: the product spec's
 * texts word for word where it has them; the rest is ours.
 */
import type { InlineConfirmTexts } from '../../components/ui/inline-confirm.js';
import { formatCount } from '../../lib/numbers.js';

/**
 * Said when an article stops being public (unpublished or deleted): the site's pages are
 * built at each deploy, and crawlers and link previews keep what they fetched
 * (docs/deploying.md, "Keeping the built pages fresh").
 */
const keptCopies = (what: string, copies: string) =>
  `Search engines and social networks that already fetched ${what} keep their ${copies} until the site is next deployed and their own caches expire.`;
const keptCopiesOfThisArticle = keptCopies('this article', 'copy');

export const editorTexts = {
  createTitle: 'Create Article',
  loading: 'Loading article…',
  editTitle: 'Edit Article',
  createDescription: 'Write a new article.',
  editDescription: 'Edit an article.',

  // Fields
  title: 'Title',
  titlePlaceholder: 'A clear, specific headline',
  permalink: 'Permalink',
  permalinkPending: 'made from the title as you type it',
  slug: 'Slug',
  editSlug: 'Edit permalink',
  slugFromTitle: 'Use the title',
  summary: 'Summary',
  summaryCount: (length: number) => `${length}/300`,
  summaryHint: '150–160 characters work best in search results and social cards.',
  featuredImage: 'Featured image',
  featuredPreview: 'The featured image',
  featuredImageHint: 'A photo (JPG, PNG, WebP or HEIC) up to 20 MB, stored at every size screens need; GIF or SVG up to 2 MB.',
  imageAlt: 'Image description (alt text)',
  imageAltHint: 'What the picture shows, for readers who cannot see it. Leave empty if it only decorates.',
  imageCaption: 'Caption',
  imageCaptionHint: 'Shown under the image: what it is, and its source or credit.',
  searchAndSocial: 'Search and social',
  searchAndSocialHint: 'How the article appears in search results and link previews. Empty fields use the title and summary.',
  metaTitle: 'SEO title',
  metaTitleCount: (length: number) => `${length}/100`,
  metaTitleHint: 'Up to 60 characters show in full in search results.',
  metaDescription: 'SEO description',
  metaDescriptionCount: (length: number) => `${length}/300`,
  metaDescriptionHint: 'Around 150 characters show in full.',
  searchPreview: 'In search results',
  tagSuggestions: 'Existing tags',
  tagsSavedAs: (names: readonly string[]) => `Saved as the site’s existing ${names.length === 1 ? 'tag' : 'tags'}: ${names.join(', ')}.`,
  chooseImage: 'Choose image',
  replaceImage: 'Replace image',
  removeImage: 'Remove image',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  category: 'Category',
  chooseCategory: 'Choose a category',
  tags: 'Tags',
  tagsHint: 'Comma separated, for example: Stocks, Dividends, ETFs. Existing tags are suggested as you type.',
  content: 'Content',
  status: 'Publishing status',
  draft: 'Draft',
  published: 'Published',
  statusDraft: 'Draft: only admins see it. Publish puts it on the site.',
  statusPublished: 'Published: readers see it. Update saves your changes to it.',
  featured: 'Feature on the homepage',
  settings: 'Article settings',
  openSettings: 'Settings',
  done: 'Done',

  // Buttons
  cancel: 'Cancel',
  saveDraft: 'Save Draft',
  creating: 'Creating...',
  saving: 'Saving…',
  publish: 'Publish',
  publishing: 'Publishing…',
  update: 'Update',
  updating: 'Updating…',

  // Publishing: the confirm step, then where the article is
  publishQuestion: 'Publish this article?',
  publishWhere: (address: string) => `Readers will see it on the site, at ${address}.`,
  publishNow: 'Publish now',
  noticePublished: 'Published.',
  noticeUpdated: 'Updated: readers see your changes.',
  noticeUnpublished: 'Unpublished: readers no longer see it. It is a draft again.',
  viewPublished: 'View',
  opensInNewTab: '(opens in a new tab)',
  copyLink: 'Copy link',
  copied: 'Copied',
  linkCopied: 'The link is copied.',
  copyRefused: 'This browser did not let the page copy. Select the link and copy it:',
  articleLink: 'Link to the article',
  dismiss: 'Dismiss',
  unpublish: {
    action: 'Unpublish',
    target: 'this article',
    question: 'Unpublish this article? Readers no longer see it, and it goes back to drafts with the changes in the form.',
    note: keptCopiesOfThisArticle,
    confirm: 'Unpublish',
    cancel: 'Cancel',
    working: 'Unpublishing…',
    failed: 'Not unpublished: see the status below the editor.',
  } satisfies InlineConfirmTexts,

  // Validation
  requiredFields: 'Please fill in all required fields',
  summaryTooLong: 'Summary should not exceed 300 characters',
  invalidImage: 'Please upload a valid image file (JPG, PNG, GIF, or SVG)',
  featuredTooLarge: 'Image size should not exceed 2MB',
  inlineTooLarge: 'Image size should not exceed 5MB',
  /** A photo is resized before it is stored: the limits above apply to what is stored. */
  photoTooLarge: 'Image size should not exceed 20MB',
  titleAndContentRequired: 'Title and content are required',
  required: 'Required',
  missing: (fields: readonly string[]) => `Missing: ${fields.join(', ')}.`,
  slugInvalid: 'A permalink is lowercase words and digits joined by hyphens.',
  tooManyTags: 'An article holds at most 20 tags.',
  slugTaken: 'Another article already uses this permalink. Please choose another.',
  disclosureRequired:
    'Equity Research and Trade Ideas are published with a disclosure: at least one sentence on the author’s positions in the securities named, and any compensation.',
  /** Whose byline the article carries, beside the publish controls (BylineNote). */
  bylineNote: {
    byline: (name: string) => `Byline: ${name}`,
    editProfile: 'Edit author profile',
  },
  ideaProblems: {
    ticker: 'The trade idea’s ticker must be one of the article’s tickers.',
    prices: 'Entry, target and stop must be positive numbers.',
    'long-order': 'For a long idea, the stop is below the entry and the target above it.',
    'short-order': 'For a short idea, the target is below the entry and the stop above it.',
    horizon: 'Give the trade idea a time horizon that says how long, in up to 60 characters, for example “3–6 months” or “about 4 weeks”.',
  },

  // Finance fields
  tickers: 'Tickers',
  tickersHint: 'Up to 10 symbols, for example AAPL, BRK.B or BTC-USD. Press Enter or comma after each.',
  addTicker: 'Add ticker',
  removeTicker: (ticker: string) => `Remove ${ticker}`,
  tickerInvalid: (text: string) => `“${text}” is not a ticker symbol: use letters, digits, “.” and “-”.`,
  tickersFull: 'An article names at most 10 tickers.',
  disclosure: 'Disclosure',
  disclosureHint: 'Your positions in the securities named, and any compensation, in at least one sentence.',
  disclosureNeeded: 'Required to publish Equity Research and Trade Ideas.',
  disclosureExample: 'For example: “I have a beneficial long position in AAPL. I received no compensation for this article.”',
  tradeIdea: 'Trade idea',
  addTradeIdea: 'Add a trade idea',
  removeTradeIdea: 'Remove the trade idea',
  direction: 'Direction',
  long: 'Long',
  short: 'Short',
  ideaTicker: 'Ticker',
  chooseTicker: 'Choose one of the tickers',
  entry: 'Entry price',
  target: 'Target price',
  stop: 'Stop price',
  horizon: 'Time horizon',
  horizonPlaceholder: '3–6 months',
  rewardToRisk: (ratio: string) => `Reward-to-risk ${ratio} to 1`,

  // A published idea's record (record-idea.ts)
  ideaFrozen:
    'This trade idea was published: its direction, ticker, prices and horizon cannot change. Record what became of it under Outcome, or add an amendment.',
  ideaFrozenHint: 'Published ideas are frozen, so readers can hold them to account. A correction goes in a dated amendment that readers see.',
  noIdeaAfterPublishing: 'A trade idea can only be added before the article is first published.',
  outcome: 'Outcome',
  noOutcome: 'No outcome recorded yet.',
  outcomeHow: 'How it ended',
  exitPrice: 'Exit price',
  exitDate: 'Date',
  exitDateHint: (first: string, last: string) => `From ${first} to ${last}.`,
  outcomeNote: 'Note for readers (optional)',
  outcomeNoteHint: 'One line, up to 140 characters: why it ended there.',
  recordOutcome: 'Record outcome',
  changeOutcome: 'Change outcome',
  whyItChanges: 'Why the outcome changes',
  whyItChangesHint: 'Readers see this as a dated amendment beside the idea.',
  amendments: 'Amendments',
  amendment: 'Amendment',
  amendmentHint: 'Shown to readers with today’s date; it cannot be changed or removed afterwards. Up to 280 characters.',
  addAmendment: 'Add amendment',
  amendmentsFull: 'This idea has its 20 amendments.',
  recording: 'Saving…',
  outcomeRecorded: 'Outcome recorded. Readers see it on the article now.',
  amendmentAdded: 'Amendment added. Readers see it on the article now.',
  recordFailed: (message: string) => `Could not save it: ${message}`,
  outcomeProblems: {
    price: 'Give the exit price as a positive number.',
    'before-publication': 'The date cannot be before the idea was published.',
    future: 'The date cannot be after today.',
    note: 'Keep the note to 140 characters.',
    'target-side': 'A target is hit above the entry of a long idea, and below the entry of a short one. Choose Closed for any other exit.',
    'stop-side': 'A stop is hit below the entry of a long idea, and above the entry of a short one. Choose Closed for any other exit.',
    'amendment-needed': 'Say why the outcome changes: readers see it as an amendment.',
    'not-published': 'An outcome is recorded once the article is published.',
  },
  amendmentNeeded: 'Write the amendment first.',

  // Errors
  /** SPEC's text, naming the file. */
  uploadFailed: (message: string, fileName: string) => `Failed to upload image: ${fileName}: ${message}`,
  /** Chrome and Firefox cannot decode HEIC; Safari can. */
  heicUnreadable: (fileName: string) => `This browser cannot open HEIC photos: export ${fileName} as JPEG and try again.`,
  imageUnreadable: (fileName: string) => `Failed to upload image: this browser cannot open ${fileName}. Save it as JPEG, PNG or WebP and try again.`,
  imageStillTooLarge: (fileName: string, megabytes: number) =>
    `Failed to upload image: ${fileName} would be over ${megabytes} MB at one of its sizes. Try a smaller or simpler image, or a JPEG.`,
  shareCardFailed:
    'The article is published, but its share card (the image link previews show) could not be made. It will be tried again at the next save.',
  viewArticle: 'View the article',
  imageUrlFailed: (message: string) => `Failed to get image URL: ${message}`,
  addImageFailed: (message: string) => `Error adding image: ${message}`,
  createFailed: (message: string) => `Failed to create article: ${message}`,
  notFound: 'Article not found',
  loadFailed: (message: string) => `Error loading article: ${message}`,
  updateFailed: (message: string) => `Failed to update article: ${message}`,


  // Saving state
  statusSaving: 'Saving…',
  statusSaved: (time: string) => `Saved on the server at ${time}`,
  statusLocal: 'Not saved yet — kept on this device',
  statusWaiting: 'Not saved yet: a draft is saved once it has a title, a summary or some text.',
  statusOffline: 'Offline — kept on this device',
  statusFailed: (message: string) => `Not saved: ${message.replace(/\.$/, '')}. Kept on this device.`,
  statusPublishedUnsaved: 'Unsaved changes — kept on this device until you save them',
  leaveConfirm: 'You have unsaved changes. Leave this page? They stay on this device and will be offered back here.',

  // Work kept on the device
  restoreFound: (time: string) => `You have unsaved changes from ${time} on this device.`,
  restore: 'Restore them',
  discard: 'Discard',

  // Someone else saved meanwhile, or the device's copy is older than the server's version
  conflict: (who: string | null, time: string) => `${who ?? 'Someone'} saved this article at ${time}, after you opened it.`,
  conflictMerged: 'Their changes are now in the form with yours. Check them, then save again.',
  conflictChoose: 'You both changed the fields below. Choose which version of each to keep, then save again.',
  mergeTitle: 'Changed on both sides',
  mergeHint: 'Everything else is merged: your changes and theirs are both in the form.',
  mine: 'Yours',
  theirs: 'Theirs',
  mergeApply: 'Keep these',
  mergeBlocksSave: 'Choose which version of each field to keep before saving.',
  none: '(none)',
  yes: 'Yes',
  no: 'No',
  image: (name: string) => `Image ${name}`,

  // Preview
  preview: 'Preview',
  previewTitle: 'Preview',
  previewWidth: 'Width',
  previewDesktop: 'Desktop',
  previewPhone: 'Phone',
  previewFrame: 'The article as readers will see it',

  // Revisions
  revisions: 'Revisions',
  revisionsList: 'Revisions, newest first',
  noRevisions: 'No earlier versions yet.',
  loadingRevisions: 'Loading revisions…',
  revisionKinds: { autosave: 'Autosave', save: 'Saved', publish: 'Published', restore: 'Restored' },
  revisionBy: (name: string) => `by ${name || 'an editor'}`,
  revisionOf: (time: string) => `Version of ${time}`,
  openRevision: 'Open',
  restoreShort: 'Restore',
  restoreRevision: 'Restore this version',
  /** Said after Open and Restore in the list, for those who hear the buttons out of their row. */
  revisionNamed: (time: string) => `the version of ${time}`,
  restoring: 'Restoring…',
  revisionRestored: (time: string) => `Restored the version of ${time} and saved it. The text it replaced is kept in this list.`,
  restoreFailed: 'Not restored: see the status below the editor.',
  close: 'Close',
  justNow: 'less than a minute ago',
  minutesAgo: (minutes: number) => (minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`),
  hoursAgo: (hours: number) => (hours === 1 ? '1 hour ago' : `${hours} hours ago`),
  // The opened revision, compared with the current version
  compareLegend: 'Compared with the current version:',
  addedSince: 'added since',
  removedSince: 'removed since',
  addedStart: '[added: ',
  removedStart: '[removed: ',
  changeEnd: ']',
  noChanges: 'This version is the same as the current one.',
  compareTitle: 'Title',
  compareSummary: 'Summary',
  compareText: 'Text',
  emptyField: '(empty)',
  unchangedBlocks: (count: number) => `… ${count} unchanged paragraphs`,
  imageBlock: (alt: string) => `Image: ${alt || 'no description'}`,
} as const;

export const manageTexts = {
  title: 'Manage Articles',
  untitled: 'Untitled draft',
  tableLabel: 'Articles',
  description: 'Every article of the site: filter, sort, search by the words of their titles, edit, and publish, unpublish or delete several at once.',
  newArticle: 'Create New Article',
  statusFilter: 'Status',
  all: 'All',
  published: 'Published',
  draft: 'Draft',
  categoryFilter: 'Category',
  allCategories: 'All categories',
  search: 'Search by title',
  searchButton: 'Search',
  clearSearch: 'Clear',
  columns: { title: 'Title', category: 'Category', status: 'Status', actions: 'Actions' },
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirmDelete: (title: string) => `Delete “${title}”? Its images, likes, revisions and comments go with it.`,
  fetchedCopies: keptCopiesOfThisArticle,
  deleting: 'Deleting…',
  /** After the article itself: its discussion, which may run to thousands. */
  deletingComments: (done: number, total: number) => `Deleting comments… ${formatCount(done)} of ${formatCount(total)}`,
  discussionLeft: 'The article is deleted, but some of its comments are not. Confirm again to delete the rest, or delete them on Comments.',
  deleted: (title: string) => `“${title}” was deleted.`,
  feedsFailed: (message: string) => `The RSS feed and the sitemap could not be updated: ${message} They will be updated with the next change.`,
  feedsRetry: 'Update them now',
  feedsUpdating: 'Updating the feeds…',
  loadMore: 'Load more',
  loading: 'Loading articles…',
  // The spec's texts
  empty: 'No articles found with the current filters.',
  loadFailed: 'Failed to load articles. Please try again.',
  deleteFailed: 'Failed to delete article. Please try again.',
  tryAgain: 'Try Again',
  opensInNewTab: '(opens in a new tab)',
} as const;

/**
 * Delete, asked in place (InlineConfirm), on both admin lists of articles; for a published
 * article, with what crawlers and networks keep.
 */
export const deleteArticleTexts = (title: string, published: boolean): InlineConfirmTexts => ({
  action: manageTexts.delete,
  target: title,
  question: manageTexts.confirmDelete(title),
  ...(published ? { note: manageTexts.fetchedCopies } : {}),
  confirm: manageTexts.confirm,
  cancel: manageTexts.cancel,
  working: manageTexts.deleting,
  failed: manageTexts.deleteFailed,
});

/** The admin dashboard's Articles tab. */
export const articlesTabTexts = {
  tableLabel: 'Articles, newest first',
  manage: 'Filter and search on Manage Articles',
  columns: { title: 'Title', category: 'Category', status: 'Status', created: 'Created', actions: 'Actions' },
} as const;

/** Manage Articles' Re-index search: every article's search words stored anew from its text (api/reindex-search.ts). */
export const reindexTexts = {
  heading: 'Search index',
  button: 'Re-index search',
  description: 'Stores the words search finds for every article anew, from its title, tags, summary and text. It changes nothing readers see and does not count as an edit.',
  counting: 'Counting the articles…',
  progress: (done: number, total: number) => `Re-indexed ${done} of ${articles(total)}…`,
  done: (done: number, total: number) => `Re-indexed ${done} of ${articles(total)}. Search finds them by any word of their text.`,
  notDone: (count: number) =>
    `${capital(articles(count))} could not be re-indexed and ${count === 1 ? 'keeps its' : 'keep their'} earlier search words:`,
  failure: (title: string, reason: string) => `“${title}”: ${reason}`,
  stopped: (done: number, total: number, reason: string) =>
    `Re-indexing stopped after ${done} of ${articles(total)}: ${reason} Those re-indexed keep their new search words and the others their earlier ones. Re-index again to finish.`,
  notStarted: 'Re-indexing could not start: the articles could not be counted. Check your connection and try again. No article was changed.',
  refused: 'What it holds does not pass the checks of a save: open it and save it, which re-indexes it too.',
} as const;

/** Optimise images on Manage Articles (api/optimise-images.ts). */
export const optimiseTexts = {
  heading: 'Images',
  button: 'Optimise images',
  description:
    'Stores the featured and inline images of every article, drafts included, in the sizes reader pages ask for, and points the articles at them. Images stored in sizes already are skipped, so running it again finishes an earlier run. SVG drawings and GIFs stay as they are. Keep this page open while it runs.',
  counting: 'Counting the articles…',
  progress: (done: number, total: number) => `Optimised the images of ${done} of ${articles(total)}…`,
  current: (title: string) => `Now: “${title}”`,
  done: (total: number) => `Went through the images of ${articles(total)}.`,
  converted: (count: number) => `${capital(images(count))} stored in sizes.`,
  kept: (count: number) => `${capital(images(count))} kept as ${count === 1 ? 'it is' : 'they are'} (SVG or GIF).`,
  notDone: (count: number) =>
    `${capital(images(count))} could not be optimised; ${count === 1 ? 'its article keeps it' : 'their articles keep them'} as before. Run it again to try again:`,
  failure: (title: string, image: string, reason: string) => `“${title}”, ${image}: ${reason}`,
  stopped: (done: number, total: number, reason: string) =>
    `Optimising stopped after ${done} of ${articles(total)}: ${reason} The articles done keep their new images and the others their earlier ones. Run it again to finish.`,
  notStarted: 'Optimising could not start: the articles could not be counted. Check your connection and try again. No article was changed.',
  signedOut: 'Sign in again to optimise images.',
  downloadFailed: (status: number) => `It could not be downloaded (HTTP ${status}).`,
  conflict: 'It was saved by someone else meanwhile: run it again.',
  gone: 'The article was deleted meanwhile.',
  slugTaken: 'Its permalink belongs to another article: open it, give it another, and run this again.',
  refused: 'What it holds does not pass the checks of a save: open it and save it, then run this again.',
} as const;

/** Sorting, selecting and acting on several articles at once on Manage Articles. */
export const bulkTexts = {
  sort: 'Sort by (newest first)',
  sorts: { updated: 'Last updated', created: 'Created', published: 'Published' },
  selectColumn: 'Select',
  selectRow: (title: string) => `Select “${title}”`,
  selectAll: (count: number) => `Select all ${count} shown`,
  barLabel: 'Actions on selected articles',
  selected: (count: number) => (count === 0 ? 'No articles selected' : count === 1 ? '1 article selected' : `${count} articles selected`),
  actions: { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' },
  clearSelection: 'Clear selection',
  question: {
    publish: (count: number) => `Publish ${articles(count)}?`,
    unpublish: (count: number) => `Unpublish ${articles(count)}? Readers no longer see ${count === 1 ? 'it' : 'them'}; ${count === 1 ? 'it goes' : 'they go'} back to drafts.`,
    delete: (count: number) => `Delete ${articles(count)}? Their images, likes, revisions and comments go with them.`,
  },
  /** After an unpublish or delete question, when `published` of the selected articles are published. */
  fetchedCopies: (published: number) =>
    published === 1 ? keptCopies('the published article', 'copy') : keptCopies('the published articles', 'copies'),
  confirm: {
    publish: (count: number) => `Publish ${articles(count)}`,
    unpublish: (count: number) => `Unpublish ${articles(count)}`,
    delete: (count: number) => `Delete ${articles(count)}`,
  },
  cancel: 'Cancel',
  progress: {
    publish: (at: number, count: number) => `Publishing ${at} of ${count}…`,
    unpublish: (at: number, count: number) => `Unpublishing ${at} of ${count}…`,
    delete: (at: number, count: number) => `Deleting ${at} of ${count}…`,
  },
  done: {
    publish: (count: number) => `${capital(articles(count))} published.`,
    unpublish: (count: number) => `${capital(articles(count))} unpublished.`,
    delete: (count: number) => `${capital(articles(count))} deleted.`,
  },
  notDone: {
    publish: (count: number) => `${capital(articles(count))} not published:`,
    unpublish: (count: number) => `${capital(articles(count))} not unpublished:`,
    delete: (count: number) => `${capital(articles(count))} not deleted:`,
  },
  failure: (title: string, reason: string) => `“${title}”: ${reason}`,
  reasons: {
    missing: (fields: readonly string[]) => `${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} missing.`,
    fields: { title: 'Title', summary: 'Summary', content: 'Content', category: 'Category' },
    alreadyPublished: 'It is published already.',
    alreadyDraft: 'It is a draft already.',
    gone: 'It was deleted meanwhile.',
    discussionLeft: 'It is deleted, but some of its comments are not: delete it again to finish, or delete them on Comments.',
    conflict: 'Someone saved it meanwhile: open it to see their change, then try again.',
    slugTaken: 'Its permalink belongs to another article.',
    failed: (message: string) => `It failed: ${message}`,
  },
} as const;

function articles(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}

function images(count: number): string {
  return count === 1 ? '1 image' : `${count} images`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
