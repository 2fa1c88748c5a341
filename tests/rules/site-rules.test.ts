/**
 * firestore.rules and storage.rules, cell by cell of the access matrix (docs/data-model.md): every persona and
 * operation, the attacks they must stop, schema checks on every write, and the flows
 * the app uses. One emulator for the file; each describe gets a project of its own.
 * The last test checks the coverage of the declared matrix and writes it to
 * test-results/rules-coverage.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageLine, coverageReport } from './support/coverage.js';
import { useSharedEmulator } from './support/rules-world.js';
import { accountDeletionTests } from './suites/account-deletion.js';
import { articleReadTests } from './suites/article-reads.js';
import { articleSchemaTests } from './suites/article-schema.js';
import { articleWriteTests } from './suites/article-writes.js';
import { authorProfileTests } from './suites/author-profiles.js';
import { contactMessageTests } from './suites/contact-messages.js';
import { feedIndexTests } from './suites/feed-index.js';
import { feedTests } from './suites/feeds.js';
import { tagTests } from './suites/tags.js';
import { financeFieldTests } from './suites/finance-fields.js';
import { tradeRecordTests } from './suites/trade-records.js';
import { commentTests } from './suites/comments.js';
import { discussionCleanupTests } from './suites/discussion-cleanup.js';
import { imageSetTests } from './suites/image-sets.js';
import { imageTests } from './suites/images.js';
import { shareCardTests } from './suites/share-cards.js';
import { likeTests } from './suites/likes.js';
import { savedArticleTests } from './suites/saved-articles.js';
import { searchTermTests } from './suites/search-terms.js';
import { slugAndRevisionTests } from './suites/slugs-and-revisions.js';
import { subscriberCountTests } from './suites/subscriber-count.js';
import { subscriberTests } from './suites/subscribers.js';
import { userSchemaTests } from './suites/users-schema.js';
import { userTests } from './suites/users.js';
import { viewCountTests } from './suites/view-count.js';

useSharedEmulator();

articleReadTests();
articleWriteTests();
articleSchemaTests();
financeFieldTests();
tradeRecordTests();
commentTests();
discussionCleanupTests();
viewCountTests();
likeTests();
accountDeletionTests();
userTests();
userSchemaTests();
savedArticleTests();
slugAndRevisionTests();
subscriberTests();
subscriberCountTests();
contactMessageTests();
imageTests();
imageSetTests();
shareCardTests();
feedTests();
feedIndexTests();
tagTests();
searchTermTests();
authorProfileTests();

describe('coverage of the access matrix', () => {
  it('has a test for every declared cell, agreeing with the table, and for every required attack', () => {
    const report = coverageReport();
    const line = coverageLine(report);
    const results = new URL('../../test-results/', import.meta.url);
    mkdirSync(results, { recursive: true });
    writeFileSync(new URL('rules-coverage.json', results), `${JSON.stringify({ summary: line, ...report }, null, 2)}\n`);
    console.log(line);
    expect(report.problems).toEqual([]);
    expect(report.missingAttacks).toEqual([]);
  });
});
