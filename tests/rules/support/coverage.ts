/**
 * The access matrix (docs/data-model.md) as data, and a registry of what the rules tests proved.
 * A test registers its cell (row, persona, operation) and whether the request succeeded
 * or was denied, only after its assertion passed; the last test of the run checks that
 * every declared cell has a test agreeing with the table, and that every attack named
 * in REQUIRED_ATTACKS was tried.
 *
 * Personas: `guest` (no auth); `user`, a signed-in reader acting on their own documents;
 * `other`, a signed-in user acting on someone else's (rows with an owner only); `admin`,
 * acting on someone else's documents. An `own` cell means: allowed on the persona's own
 * documents, denied on others' (a test of each is required).
 */
export type Persona = 'guest' | 'user' | 'other' | 'admin';
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
type Expectation = 'allowed' | 'denied' | 'own';
export type Outcome = 'succeeds' | 'fails';
type Access = Partial<Record<Operation, Expectation>>;

const each = (operations: string, expectation: Expectation): Access =>
  Object.fromEntries(operations.split(' ').map((operation) => [operation, expectation]));

const publicRead = { ...each('get', 'allowed'), ...each('list create update delete', 'denied') };
const adminWrite = { ...each('get create update delete', 'allowed'), ...each('list', 'denied') };
const anyoneCreates = { ...each('create', 'allowed'), ...each('get list update delete', 'denied') };
const adminReads = { ...each('create get list delete', 'allowed'), ...each('update', 'denied') };
// Subscribing again is an update that only renews subscribedAt and source, allowed to
// anyone exactly like a first subscription, so the answer never tells who subscribed.
const anyoneSubscribes = { ...each('create update', 'allowed'), ...each('get list delete', 'denied') };
const adminSubscribers = { ...each('create update get list delete', 'allowed') };

const MATRIX = {
  'articles (published)': { guest: each('get list', 'allowed'), user: each('get list', 'allowed'), admin: each('get list', 'allowed') },
  'articles (draft)': { guest: each('get list', 'denied'), user: each('get list', 'denied'), admin: each('get list', 'allowed') },
  'articles (writes)': {
    guest: each('create update delete', 'denied'),
    user: each('create update delete', 'denied'),
    admin: each('create update delete', 'allowed'),
  },
  // A published trade idea's outcome and amendments, in writes of their own.
  'articles (idea records)': { guest: each('update', 'denied'), user: each('update', 'denied'), admin: each('update', 'allowed') },
  // Readers' comments (articles/{id}/comments): "other" is another reader (reporting, replying).
  'articles/{id}/comments': {
    guest: { ...each('get list', 'allowed'), ...each('create update delete', 'denied') },
    user: { ...each('get list create update', 'allowed'), ...each('delete', 'denied') },
    other: { ...each('create update', 'allowed'), ...each('delete', 'denied') },
    admin: each('get list update delete', 'allowed'),
  },
  // Who wrote a comment, private; a reader's comment record (the rate limit and the block).
  // A writer deletes their records when deleting their account, once each comment is erased.
  commentAuthors: {
    guest: each('get', 'denied'),
    user: each('get list delete', 'allowed'),
    other: each('get delete', 'denied'),
    admin: each('get list update delete', 'allowed'),
  },
  // Names staff publish under, reserved: public to read, admins' to write.
  staffNames: {
    guest: { ...each('get', 'allowed'), ...each('list create delete', 'denied') },
    user: { ...each('get', 'allowed'), ...each('list create update delete', 'denied') },
    admin: { ...each('get list create delete', 'allowed'), ...each('update', 'denied') },
  },
  // Staff profiles (authors/{bylineId}): public to read, admins' to write.
  authors: {
    guest: { ...each('get', 'allowed'), ...each('list create update delete', 'denied') },
    user: { ...each('get', 'allowed'), ...each('list create update delete', 'denied') },
    admin: each('get list create update delete', 'allowed'),
  },
  // A reader deleting their account deletes theirs, unless that would lift a block or reset the day.
  commenters: {
    guest: each('get', 'denied'),
    user: each('get update delete', 'allowed'),
    other: each('get update delete', 'denied'),
    admin: { ...each('get update', 'allowed'), ...each('delete', 'denied') },
  },
  'articles.viewCount': { guest: each('update', 'allowed'), user: each('update', 'allowed'), admin: each('update', 'allowed') },
  // list: one's own likes across articles (collection group), to delete one's account.
  'articles/{id}/likes': {
    guest: each('get list create delete', 'denied'),
    user: each('get list create delete', 'allowed'),
    other: each('get list create delete', 'denied'),
    admin: each('get create delete', 'own'),
  },
  users: {
    guest: each('get list create update delete', 'denied'),
    user: { ...each('get create update delete', 'allowed'), ...each('list', 'denied') },
    other: each('get create update delete', 'denied'),
    admin: { ...each('get list update', 'allowed'), ...each('create delete', 'denied') },
  },
  savedArticles: {
    guest: each('get list create update delete', 'denied'),
    user: { ...each('get list create delete', 'allowed'), ...each('update', 'denied') },
    other: each('get list create update delete', 'denied'),
    admin: { ...each('get list create delete', 'own'), ...each('update', 'denied') },
  },
  subscribers: { guest: anyoneSubscribes, user: anyoneSubscribes, admin: adminSubscribers },
  // The subscribers page's CSV import: subscriptions whose source says 'import'.
  'subscribers (import)': {
    guest: each('create update', 'denied'),
    user: each('create update', 'denied'),
    admin: each('create update', 'allowed'),
  },
  // The subscriber count: admins read it, move it forward and recount; nobody lists or deletes it.
  'site/subscribers': {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: { ...each('get create update', 'allowed'), ...each('list delete', 'denied') },
  },
  contactMessages: { guest: anyoneCreates, user: anyoneCreates, admin: adminReads },
  // Opening a message marks it read: its `read` flag is the one thing an admin changes.
  'contactMessages.read': { guest: each('update', 'denied'), user: each('update', 'denied'), admin: each('update', 'allowed') },
  // Slug claims: readable where they lead to a published article; admins write them.
  slugs: {
    guest: { ...each('get', 'allowed'), ...each('list create update delete', 'denied') },
    user: { ...each('get', 'allowed'), ...each('list create update delete', 'denied') },
    admin: { ...each('get list create delete', 'allowed'), ...each('update', 'denied') },
  },
  'articles/{id}/revisions': {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: { ...each('get list create delete', 'allowed'), ...each('update', 'denied') },
  },
  // How the last rebuild of the feeds went, for every admin to see.
  'site/feeds': {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: { ...each('get create update', 'allowed'), ...each('list delete', 'denied') },
  },
  // Every tag's spelling, for the editor's suggestions.
  'site/tags': {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: { ...each('get create update', 'allowed'), ...each('list delete', 'denied') },
  },
  // The feed index: each save keeps what the feeds need (feed-index.ts); admins only.
  feedItems: {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: each('get list create update delete', 'allowed'),
  },
  sitemapChunks: {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: { ...each('get list create update', 'allowed'), ...each('delete', 'denied') },
  },
  'site/feedIndex': {
    guest: each('get list create update delete', 'denied'),
    user: each('get list create update delete', 'denied'),
    admin: { ...each('get create', 'allowed'), ...each('list update delete', 'denied') },
  },
  'storage images/featured': { guest: publicRead, user: publicRead, admin: adminWrite },
  'storage images/inline': { guest: publicRead, user: publicRead, admin: adminWrite },
  // Staff profile pictures, stored as image sets only (issue 35).
  'storage images/avatars': { guest: publicRead, user: publicRead, admin: adminWrite },
  'storage images/share': { guest: publicRead, user: publicRead, admin: adminWrite },
  'storage rss.xml': { guest: publicRead, user: publicRead, admin: adminWrite },
  'storage sitemap.xml': { guest: publicRead, user: publicRead, admin: adminWrite },
  'storage sitemap-{n}.xml': { guest: publicRead, user: publicRead, admin: adminWrite },
} satisfies Record<string, Partial<Record<Persona, Access>>>;

export type Row = keyof typeof MATRIX;

/** The attacks of the brief; each must have a test that sees it denied. */
const REQUIRED_ATTACKS = [
  'user makes themselves admin on create',
  'user makes themselves admin on update',
  'admin changes their own role',
  "admin rewrites another user's search terms",
  "user edits another user's profile",
  'viewCount +2',
  'viewCount +1 with another field',
  'likeCount changed without the like document',
  'like on behalf of someone else',
  'saving an article for another user',
  'non-admin lists users',
  'non-admin lists subscribers',
  'non-admin lists contact messages',
  'reading a draft by id',
  'reading a draft by query',
  'subscriber with extra fields',
  'subscriber with a bad e-mail',
  'subscriber id that is not the e-mail',
  'oversized upload',
  'wrong-type upload',
  'non-admin upload',
  // Issue 34: deleting one's account
  "anonymising another reader's comment",
  "deleting another reader's author record",
  "deleting another reader's like",
  "listing another reader's likes",
  "deleting another user's profile",
  'erasing a comment under another name',
  'erasing a comment without the count',
  'an author record deleted while its comment names the writer',
  'deleting the comment record while keeping the account',
  'a blocked reader deleting their comment record',
  "resetting the day's comment count by deleting the record",
  // Issue 8: what a wider attack run found
  'viewCount written as a decimal',
  'likeCount written as a decimal',
  'many views in one request',
  'many likes in one request',
  'reader query without a limit',
  'reader query over the limit',
  'reader query with an offset',
  'bookmark query over the limit',
  'a repeat subscription that changes more than its date and source',
  'article author id that is a uid',
  'like from an unverified account',
  'save from an unverified account',
  'subscriber address a spreadsheet would run',
  'contact address with quotes or angle brackets',
  'article link that is not a web address',
  'image name without a random part',
  'SVG that opens in the browser',
  'image extension that is not its type',
  // Issue 11: slugs, revisions, deleting an article
  'two articles claiming one slug',
  'article with an unclaimed slug',
  'slug claim for another article',
  'moving a slug claim to another article',
  'freeing the slug of a live article',
  "reading a draft's slug claim",
  'deleting likes of a live article',
  'editing a revision',
  'saving over a version the editor has not seen',
  'reusing the stored version',
  // Issue 13: finance fields and feeds
  'publishing research without a disclosure',
  'non-admin feed write',
  'feed of the wrong type',
  'creating an article from another version',
  // Issue 12: the admin screens
  'non-admin counts users',
  'non-admin counts subscribers',
  'non-admin counts contact messages',
  'non-admin counts drafts',
  'subscription marked as imported by a non-admin',
  'non-admin marks a contact message read',
  'admin edits a contact message beyond its read flag',
  'read flag that is not true or false',
  'contact message sent as already read',
  // Issue 21: security round 2 (slugs, articles, finance fields, feeds' state)
  "telling a draft's slug from an unused one",
  'slug claim for a draft',
  'unpublishing without letting go of the slug',
  'saving a draft that keeps a slug claim',
  'replacing an article by deleting and creating it in one commit',
  'e-mail address as a byline',
  'a disclosure that does not read as text',
  'several symbols in one ticker entry',
  'a character XML forbids in a title, summary or tag',
  "non-admin reads or writes the feeds' state",
  // Issue 21: security round 2 (addresses, SVGs, feeds)
  'contact address with a percent sign',
  'subscriber address with a percent sign',
  'SVG with a malformed attachment disposition',
  'SVG metadata changed to a malformed attachment disposition',
  // Issue 24: the feed index
  'non-admin reads or writes the feed index',
  'feed item for a draft',
  'feed item that is not its article',
  'removing a live article from the feeds',
  'sitemap entry for a draft',
  'sitemap entry that is not its article',
  'dropping a live article from the sitemap',
  'changing several sitemap entries in one write',
  'sitemap file with a name of its own',
  // Issue 24: share cards
  'share card that is not a PNG or JPEG',
  'share card not named after an article and its hash',
  // Issue 25: trade idea records
  'changing a published trade idea',
  'removing a published trade idea',
  'adding a trade idea to a published article',
  'a new idea whose horizon names no time',
  // Issue 34: a draft is stored whatever state its idea is in; publishing needs it complete
  'publishing an unfinished trade idea',
  'an outcome or amendment on a new article',
  'target hit on the wrong side of the entry',
  'stopped out on the wrong side of the entry',
  'an outcome before publication',
  'an outcome in the future',
  'an outcome out of shape',
  'an outcome on an idea not yet published',
  'an outcome on an article without an idea',
  'an outcome with an edit',
  'non-admin records an outcome',
  'rewriting a recorded outcome without an amendment',
  'editing or removing an amendment',
  // Issue 26: comments
  'reading the comments of a draft',
  'a comment query over the limit',
  "a comment in another reader's name",
  'a position in a security the article does not name',
  'a reply to a reply',
  'a comment on a draft',
  'a comment from an unverified account',
  'a comment without the count',
  'a comment that moves the count by two',
  'a comment that moves the tally wrong',
  'two comments in one commit',
  'commentCount moved without a comment',
  'a second comment within 30 seconds',
  'a 51st comment in a day',
  'resetting the comment record',
  'a comment from a blocked reader',
  'a reader unblocking themselves',
  'editing a comment after 15 minutes',
  'moving the tally without the article',
  'reporting a comment twice',
  "a report in another reader's name",
  'a report that adds several',
  "listing who wrote others' comments",
  "claiming another reader's comment",
  'restoring a comment with other words',
  'an admin blocking themselves',
  // Issue 33: comments
  'rewriting the text a restore puts back',
  'a comment under an id that already has a writer',
  'one comment id on several articles in one commit',
  'a comment with bidirectional controls',
  'a name with bidirectional controls',
  'a reader commenting under a staff byline',
  "a reader copying staff's mark",
  'staff commenting without their mark',
  'reserving a name under another key',
  // Issue 33: the discussion of a deleted article
  'a reader deleting the discussion of a deleted article',
  'deleting a visible comment of a live article without the count',
  "deleting a live comment's author record or reports without it",
  // Issue 27: the subscriber count
  'non-admin reads or writes the subscriber count',
  'counting a day still open to subscriptions',
  'a subscriber count that is negative or not a whole number',
  'a subscription dated on another day',
  'a subscription that claims several days',
  'a repeat subscription that rewrites the day it joined',
  'a repeat subscription that adds another day than its own',
  'removing a counted subscriber without the count',
  'removing a subscriber and moving the count wrong',
  // Issue 33: security round 3 (trade ideas, the feed index, tags)
  'clearing publishedAt of a once-published article',
  'rewriting a published trade idea after unpublishing it',
  'removing a published trade idea after unpublishing it',
  'unpublishing while the feed item stays',
  'deleting an article while its feed item stays',
  'saving a draft that keeps a feed item',
  'taking a feed item out while its sitemap entry stays',
  "a feed item whose title, summary, byline or text is not its article's",
  'tag keys that name another tag through a comma',
  // Issue 34: staff profiles
  'a reader writing a staff profile',
  'a staff profile holding a uid or an e-mail',
  'a staff profile under a uid',
  'a staff profile link that is not a web address',
  'a staff profile bio over 200 characters',
  'a staff profile with hostile text',
  // Issue 35: image sets
  'SVG posing as a set member',
  'set member name out of pattern',
  'a single file as a profile picture',
] as const;

const cellKey = (row: Row, persona: Persona, operation: Operation): string => `${row} | ${persona} | ${operation}`;

const outcomes = new Map<string, Set<Outcome>>();
const attacks = new Set<string>();
const schemaChecks = new Set<string>();

function declared(row: Row, persona: Persona, operation: Operation): Expectation | undefined {
  const personas: Partial<Record<Persona, Access>> = MATRIX[row];
  return personas[persona]?.[operation];
}

/** Records that a test saw `operation` by `persona` on `row` succeed or be denied. */
export function covered(row: Row, persona: Persona, operation: Operation, outcome: Outcome): void {
  if (!declared(row, persona, operation)) throw new Error(`Not a cell of the matrix: ${cellKey(row, persona, operation)}`);
  const key = cellKey(row, persona, operation);
  outcomes.set(key, (outcomes.get(key) ?? new Set()).add(outcome));
}

/** Records that a named attack was tried and denied. */
export function attackDenied(name: string): void {
  attacks.add(name);
}

/** Records a schema check (a malformed write that was denied). */
export function schemaCheckDenied(collection: string, name: string): void {
  schemaChecks.add(`${collection}: ${name}`);
}

function disagreement(expectation: Expectation, seen: ReadonlySet<Outcome> | undefined): string | undefined {
  if (!seen) return 'no test';
  if (expectation === 'allowed' && !seen.has('succeeds')) return 'allowed, but no test saw it succeed';
  if (expectation === 'denied' && seen.has('succeeds')) return 'denied, but a test saw it succeed';
  if (expectation === 'denied' && !seen.has('fails')) return 'denied, but no test saw it denied';
  if (expectation === 'own' && !(seen.has('succeeds') && seen.has('fails'))) return 'own only: needs a test on own and on others\' documents';
  return undefined;
}

export interface CoverageReport {
  readonly cells: number;
  readonly coveredCells: number;
  readonly attacks: string[];
  readonly schemaChecks: string[];
  /** Cells without a test, or whose tests disagree with the table. */
  readonly problems: string[];
  readonly missingAttacks: string[];
}

export function coverageReport(): CoverageReport {
  const problems: string[] = [];
  let cells = 0;
  for (const row of Object.keys(MATRIX) as Row[]) {
    const personas: Partial<Record<Persona, Access>> = MATRIX[row];
    for (const [persona, access] of Object.entries(personas) as [Persona, Access][]) {
      for (const [operation, expectation] of Object.entries(access) as [Operation, Expectation][]) {
        cells++;
        const key = cellKey(row, persona, operation);
        const problem = disagreement(expectation, outcomes.get(key));
        if (problem) problems.push(`${key}: ${problem}`);
      }
    }
  }
  return {
    cells,
    coveredCells: cells - problems.length,
    attacks: [...attacks].sort(),
    schemaChecks: [...schemaChecks].sort(),
    problems,
    missingAttacks: REQUIRED_ATTACKS.filter((name) => !attacks.has(name)),
  };
}

export function coverageLine(report: CoverageReport): string {
  return `Rules coverage: ${report.coveredCells} of ${report.cells} matrix cells, ${report.attacks.length} attacks, ${report.schemaChecks.length} schema checks`;
}
