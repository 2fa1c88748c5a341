/**
 * The rules and the app state some limits twice: the e-mail pattern, the largest query a
 * reader may run, the shape of image names and the bounds of an article's and a person's search terms. These tests keep the copies equal, so the
 * app never sends what the rules refuse, and the rules never allow more than the app needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIST_SIZE } from '../../src/features/dashboard/api/list-dashboard-articles.js';
import { ARTICLES_PER_PAGE } from '../../src/features/articles/api/pages.js';
import { POPULAR_ARTICLES } from '../../src/features/articles/api/use-popular-articles.js';
import { RELATED_ARTICLES } from '../../src/features/articles/api/related-articles.js';
import { BATCH as SEARCH_BATCH, COUNT_CAP as SEARCH_COUNT_CAP } from '../../src/features/articles/api/search-articles.js';
import { IDEAS_PER_READ } from '../../src/features/articles/api/published-ideas.js';
import { MAX_SEARCH_TERMS } from '../../src/lib/article-text.js';
import { EMAIL_PATTERN } from '../../src/lib/email-address.js';
import { BIDI_CONTROLS } from '../../src/lib/plain-text.js';
import { REPLIES_A_QUERY } from '../../src/features/comments/api/read-comments.js';
import { OWN_COMMENTS } from '../../src/features/comments/api/reader-comments.js';
import { COMMENTS_PER_PAGE } from '../../src/lib/comments/model.js';
import { MAX_DISCLOSURE, MIN_DISCLOSURE } from '../../src/features/admin-articles/finance-checks.js';
import { MAX_TICKERS, TICKER } from '../../src/lib/finance.js';
import { horizonDays, MAX_AMENDMENT_NOTE, MAX_AMENDMENTS, MAX_OUTCOME_NOTE } from '../../src/lib/trade-record.js';
import { IMAGE_TYPES, imageFileName, type ImageType } from '../../src/lib/image-names.js';
import { parseMemberPath, planImageSet, type ImageFolder } from '../../src/lib/image-set.js';
import { MAX_PERSON_TERMS, MAX_TERM_LENGTH } from '../../src/lib/search-terms.js';

const firestoreRules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const storageRules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

function bound(pattern: RegExp): number {
  const found = pattern.exec(firestoreRules)?.[1];
  if (!found) throw new Error(`No bound matching ${pattern} in firestore.rules`);
  return Number(found);
}

describe('firestore.rules and the app agree', () => {
  it('on what an e-mail address is', () => {
    const inRules = /function isEmailAddress\(value\) \{[^}]*value\.matches\('([^']+)'\)/.exec(firestoreRules)?.[1];
    expect(inRules).toBe(EMAIL_PATTERN);
  });

  it('on which bidirectional controls names and comments may not hold', () => {
    const inRules = /function hasNoBidiControls\(value\) \{[^}]*value\.matches\('([^']+)'\)/.exec(firestoreRules)?.[1];
    // The rules' \u escapes, read as JavaScript reads them.
    const rules = new RegExp(`^${JSON.parse(`"${inRules}"`) as string}$`);
    const app = new RegExp(BIDI_CONTROLS.source);
    const disagree: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      if (rules.test(character) === app.test(character)) disagree.push(code.toString(16));
    }
    expect(disagree).toEqual([]);
  });

  it('on the largest article query a reader runs: a trade-idea record\'s read and a search\'s count, and no more', () => {
    const articles = bound(/status == 'published' && boundedQuery\((\d+)\)/);
    // The popular list asks for one more when it leaves out the article being read.
    const readerQueries = [ARTICLES_PER_PAGE + 1, SEARCH_BATCH, SEARCH_COUNT_CAP, IDEAS_PER_READ, POPULAR_ARTICLES + 1, RELATED_ARTICLES + 1, DASHBOARD_LIST_SIZE];
    expect(articles).toBe(Math.max(...readerQueries));
  });

  it('on what a ticker symbol is, how many an article names, and how long a disclosure is', () => {
    // The symbols are checked as one pattern over the list joined by commas: a symbol, then more after commas.
    const [, first, more] = /joined\.matches\('([^']+?)\(,([^']+)\)\*'\)/.exec(firestoreRules) ?? [];
    expect(more).toBe(first);
    expect(`^${first}$`).toBe(TICKER.source);
    expect(bound(/let count = tickers\.size\(\);[^}]*return count <= (\d+)/)).toBe(MAX_TICKERS);
    expect(bound(/\|\| \(disclosure\.size\(\) >= (\d+)/)).toBe(MIN_DISCLOSURE);
    expect(bound(/disclosure is string && disclosure\.size\(\) <= (\d+)/)).toBe(MAX_DISCLOSURE);
  });

  it("on which horizons name a time, and how long an idea's notes are", () => {
    const inRules = /function readableHorizon\(idea\) \{[^}]*horizon\.matches\('\(\?i\)([^']+)'\)/.exec(firestoreRules)?.[1];
    if (!inRules) throw new Error('No readableHorizon pattern in firestore.rules');
    const rules = new RegExp(`^(?:${inRules.replaceAll('\\\\', '\\')})$`, 'i');
    const horizons = ['3–6 months', '6 weeks', 'Through earnings, about 4 weeks', '1 year', '90 Days', '1.5 years', '2 weeks.', '12 months (or the next report)', 'into earnings', 'soon', '6 monthsish', 'months', 'q3'];
    for (const horizon of horizons) expect(rules.test(horizon), horizon).toBe(horizonDays(horizon) !== null);
    expect(bound(/outcome\.note\.size\(\) <= (\d+)/)).toBe(MAX_OUTCOME_NOTE);
    expect(bound(/added\.note\.size\(\) <= (\d+)/)).toBe(MAX_AMENDMENT_NOTE);
    expect(bound(/later\.size\(\) <= (\d+)/)).toBe(MAX_AMENDMENTS);
  });

  it('on how many search terms a person holds, and how long each is', () => {
    expect(bound(/terms is list && terms\.size\(\) <= (\d+)/)).toBe(MAX_PERSON_TERMS);
    expect(bound(/matches\('\[\^ A-Z\]\{1,(\d+)\}/)).toBe(MAX_TERM_LENGTH);
  });

  it('on how many search terms an article holds', () => {
    expect(bound(/searchTerms is list && searchTerms\.size\(\) <= (\d+)/)).toBe(MAX_SEARCH_TERMS);
  });

  it("on the largest comment queries: a page's replies, and a reader's own comments", () => {
    expect(bound(/allow list: if isPublished\(articleId\) && boundedQuery\((\d+)\)/)).toBe(Math.max(COMMENTS_PER_PAGE + 1, REPLIES_A_QUERY));
    expect(bound(/signedIn\(\) && boundedQuery\((\d+)\) && resource\.data\.uid == request\.auth\.uid/)).toBe(OWN_COMMENTS);
  });

  it("on the largest bookmark query: the dashboard's list", () => {
    expect(bound(/request\.auth\.uid && boundedQuery\((\d+)\)/)).toBe(DASHBOARD_LIST_SIZE);
  });
});

/** Every `query(…)` of the Firestore SDK in the app's source, with whether it states a limit. */
function appQueries(): { where: string; limited: boolean }[] {
  const found: { where: string; limited: boolean }[] = [];
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'))
    .map((file) => path.join('src', file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes("from 'firebase/firestore/lite'")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const isCall = (node: ts.Node, name: string): node is ts.CallExpression =>
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
    const visit = (node: ts.Node): void => {
      if (isCall(node, 'query')) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ where: `${file}:${line + 1}`, limited: node.arguments.some((arg) => isCall(arg, 'limit')) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the app', () => {
  it('states a limit in every query it makes', () => {
    const queries = appQueries();
    expect(queries.length).toBeGreaterThan(5);
    expect(queries.filter((q) => !q.limited).map((q) => q.where)).toEqual([]);
  });
});

describe('storage.rules and the app agree on image names', () => {
  const pattern = /fileName\.matches\('([^']+)'\)/.exec(storageRules)?.[1];
  const accepted = (name: string) => new RegExp(`^(?:${pattern})$`).test(name) && name.length <= 120;

  it('every name the app makes is one the rules accept', () => {
    expect(pattern).toBeDefined();
    const originals = ['Q3 revenue chart.PNG', 'photo.jpeg', '—.gif', '', 'a'.repeat(300), 'Société Générale — résultats.svg'];
    for (const original of originals) {
      for (const type of Object.keys(IMAGE_TYPES) as ImageType[]) {
        const name = imageFileName(original, type);
        expect(accepted(name), name).toBe(true);
      }
    }
  });

  it('a name without the random part is refused', () => {
    expect(accepted('reading-a-10-k.svg')).toBe(false);
    expect(accepted('1700000000000-chart.png')).toBe(false);
  });
});

describe('storage.rules and src/lib/image-set.ts agree on the names of a set\'s members', () => {
  const pattern = /function isSetMember\(fileName, bytes\) \{[^}]*?fileName\.matches\('([^']+)'\)/.exec(storageRules)?.[1];
  const accepted = (name: string) => new RegExp(`^(?:${pattern})$`).test(name) && name.length <= 120;
  const folders: ImageFolder[] = ['featured', 'inline', 'avatars'];

  it('every member the app plans is one the rules accept, and names it as image-set.ts reads it', () => {
    expect(pattern).toBeDefined();
    const originals = ['IMG_2041.HEIC', 'Q3 revenue chart.PNG', '', 'a'.repeat(300), 'Société Générale — résultats.jpg'];
    const sizes = [[1, 1], [4000, 3000], [3000, 4000], [99999, 12], [640, 427]] as const;
    for (const folder of folders) {
      for (const original of originals) {
        for (const [width, height] of sizes) {
          for (const hasAlpha of [false, true]) {
            const base = imageFileName(original, 'image/jpeg').replace(/\.jpg$/, '');
            for (const member of planImageSet({ folder, base, width, height, hasAlpha }).members) {
              const name = member.path.split('/').pop()!;
              expect(accepted(name), name).toBe(true);
              expect(parseMemberPath(member.path), member.path).not.toBeNull();
            }
          }
        }
      }
    }
  });

  it('a name without the random part, a size out of bounds or another type is refused', () => {
    const random = 'k3j9x0a1b2c3d4e5f6g7';
    expect(accepted(`harbour-${random}-3000x4000-w640.webp`)).toBe(true);
    for (const name of [
      'harbour-3000x4000-w640.webp', `harbour-${random.slice(1)}-3000x4000-w640.webp`, `${random}-03000x4000-w640.webp`,
      `${random}-0x4000-w640.webp`, `${random}-300000x4000-w640.webp`, `${random}-3000x4000-w0640.webp`, `${random}-3000x4000-640.webp`,
      `${random}-3000x4000-w640.gif`, `${random}-3000x4000-w640.svg`, `${random}-3000x4000-w640.jpeg`, `${random}.webp`, `Harbour-${random}-3000x4000-w640.webp`,
    ]) {
      expect(accepted(name), name).toBe(false);
      expect(parseMemberPath(`images/featured/${name}`), name).toBeNull();
    }
  });
});

describe('the rules and Firestore’s regular expressions (RE2)', () => {
  it('ask for no repetition over 1,000, which RE2 refuses and would fail a deploy', () => {
    for (const rules of [firestoreRules, storageRules]) {
      const counts = [...rules.matchAll(/\{(\d+)(?:,(\d*))?\}/g)].flatMap(([, low, high]) => [Number(low), Number(high || 0)]);
      expect(counts.filter((count) => count > 1000)).toEqual([]);
    }
  });
});
