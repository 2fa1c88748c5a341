/**
 * List queries through the SDK (docs/emulator.md §6.2): rules are not filters. A query is allowed
 * when its where clauses guarantee the rule, and denied otherwise even when every stored
 * document would pass. Aggregations are judged as their query.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection, collectionGroup, documentId, getCount, getDocs, limit, or, orderBy, query, setDoc, where, doc,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noIndexCheck } from '../../../emulator/src/firestore/query/indexes.js';
import { clientsFor, loadFirestoreRules, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

const projectId = 'demo-rules-queries';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{id} {
      allow list: if resource.data.owner == request.auth.uid && request.query.limit <= 20;
    }
    match /articles/{id} {
      allow list: if resource.data.status == 'published'
        || get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.role == 'admin';
    }
    match /scores/{id} {
      allow list: if resource.data.score > 50 && request.query.orderBy.score == 'DESC';
    }
    match /groups/{id} {
      allow list: if request.auth.uid in resource.data.members;
    }
    match /{path=**}/comments/{id} {
      allow list: if resource.data.visible == true;
    }
  }
}`;

let emulator: TestEmulator;
let alice: TestClients;
let root: TestClients;

beforeAll(async () => {
  emulator = await startTestEmulator({ indexes: noIndexCheck });
  await loadFirestoreRules(emulator, projectId, RULES);
  const owner = clientsFor(emulator, projectId, 'owner');
  await setDoc(doc(owner.db, 'admins/root'), { role: 'admin' });
  await setDoc(doc(owner.db, 'posts/p1'), { owner: 'alice' });
  await setDoc(doc(owner.db, 'posts/p2'), { owner: 'bob' });
  await setDoc(doc(owner.db, 'articles/a1'), { status: 'published' });
  await setDoc(doc(owner.db, 'scores/s1'), { score: 90 });
  await setDoc(doc(owner.db, 'groups/g1'), { members: ['alice'] });
  await setDoc(doc(owner.db, 'posts/p1/comments/c1'), { visible: true });
  await owner.dispose();
  alice = clientsFor(emulator, projectId, { sub: 'alice' });
  root = clientsFor(emulator, projectId, { sub: 'root' });
});
afterAll(async () => {
  await Promise.all([alice.dispose(), root.dispose()]);
  await emulator.stop();
});

describe('list queries', () => {
  const posts = (): ReturnType<typeof collection> => collection(alice.db, 'posts');

  it('allows a query whose where clause binds the field the rule reads', async () => {
    const snapshot = await assertSucceeds(getDocs(query(posts(), where('owner', '==', 'alice'), limit(10))));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['p1']);
    await assertSucceeds(getCount(query(posts(), where('owner', '==', 'alice'), limit(5))));
    await assertSucceeds(getDocs(query(posts(), where('owner', 'in', ['alice']), limit(10))));
  });

  it('denies the same query without the clause, with another value, or without a small limit', async () => {
    await assertFails(getDocs(query(posts(), limit(10))));
    await assertFails(getDocs(query(posts(), where('owner', '==', 'bob'), limit(10))));
    await assertFails(getDocs(query(posts(), where('owner', 'in', ['alice', 'bob']), limit(10))));
    await assertFails(getDocs(query(posts(), where('owner', '==', 'alice'))));
    await assertFails(getDocs(query(posts(), where('owner', '==', 'alice'), limit(50))));
    await assertFails(getCount(query(posts(), limit(5))));
  });

  it('needs every OR branch to pass, unless an error is absorbed by another allowed clause', async () => {
    const articles = collection(alice.db, 'articles');
    await assertSucceeds(getDocs(query(articles, where('status', '==', 'published'))));
    await assertFails(getDocs(query(articles, or(where('status', '==', 'published'), where('status', '==', 'draft')))));
    await assertFails(getDocs(articles));
    await assertSucceeds(getDocs(collection(root.db, 'articles')));
  });

  it('lets range filters imply range rules and reads request.query.orderBy', async () => {
    const scores = collection(alice.db, 'scores');
    await assertSucceeds(getDocs(query(scores, where('score', '>', 60), orderBy('score', 'desc'))));
    await assertFails(getDocs(query(scores, where('score', '>', 40), orderBy('score', 'desc'))));
    await assertFails(getDocs(query(scores, where('score', '>', 60), orderBy('score', 'asc'))));
  });

  it('lets array-contains imply membership', async () => {
    const groups = collection(alice.db, 'groups');
    await assertSucceeds(getDocs(query(groups, where('members', 'array-contains', 'alice'))));
    await assertFails(getDocs(query(groups, where('members', 'array-contains', 'bob'))));
  });

  it('judges a query by document id against that document', async () => {
    await assertSucceeds(getDocs(query(posts(), where(documentId(), '==', 'p1'), limit(1))));
    await assertFails(getDocs(query(posts(), where(documentId(), '==', 'p2'), limit(1))));
  });

  it('matches collection group queries with a recursive wildcard', async () => {
    const comments = collectionGroup(alice.db, 'comments');
    const snapshot = await assertSucceeds(getDocs(query(comments, where('visible', '==', true))));
    expect(snapshot.size).toBe(1);
    await assertFails(getDocs(comments));
  });
});
