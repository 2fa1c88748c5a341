/**
 * The subscriber count through the real SDK against the repo's rules, as an admin's
 * browser keeps it: the total is site/subscribers' count plus those who joined after its
 * last day (the forms and the import record that day: their own tests); a removal keeps it
 * exact; the first load of a day moves it over the days that closed; a recount counts the
 * whole list past the limit of one count (here a limit of 3, to split a list of 22) and
 * says what the count said.
 */
import { arrayUnion, collection, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, Timestamp, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { signInNewAdmin } from '../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../tests/support/app/app-on-emulators.js';
import { addDays, lastClosedDay, subscriptionDay } from '../subscription-days.js';
import { getDb } from './firestore.js';
import { deleteSubscriber, loadSubscriberTotal, recountSubscribers } from './subscriber-count.js';

const backend = appOnEmulators('demo-subscriber-count');

const CLOSED = lastClosedDay();
const TODAY = subscriptionDay();

/** Empties the list and the count, then stores `subscribers` ([address, first day or null for none]) and the count. */
async function store(subscribers: readonly (readonly [string, Date | null])[], count?: { count: number; countedThrough: Date }): Promise<void> {
  const owner = backend.owner.db;
  const old = await getDocs(query(collection(owner, 'subscribers'), limit(1000)));
  const batch = writeBatch(owner);
  for (const item of old.docs) batch.delete(item.ref);
  batch.delete(doc(owner, 'site', 'subscribers'));
  for (const [email, joined] of subscribers) {
    const days = joined ? { subscribedDays: [Timestamp.fromDate(joined), Timestamp.fromDate(TODAY)] } : {};
    batch.set(doc(owner, 'subscribers', email), { email, subscribedAt: Timestamp.now(), source: 'home', ...days });
  }
  if (count) batch.set(doc(owner, 'site', 'subscribers'), { count: count.count, countedThrough: Timestamp.fromDate(count.countedThrough) });
  await batch.commit();
}

const storedCount = async (): Promise<DocumentData | undefined> => (await getDoc(doc(backend.owner.db, 'site', 'subscribers'))).data();

describe('the subscriber count', () => {
  it('is the count plus those who joined after its last day, and stays exact as addresses join, subscribe again and leave', async () => {
    await signInNewAdmin(backend.owner);
    await store([['counted@example.com', addDays(CLOSED, -30)], ['legacy@example.com', null], ['recent@example.com', addDays(CLOSED, 2)]], {
      count: 1_234_567,
      countedThrough: CLOSED,
    });
    expect(await loadSubscriberTotal()).toBe(1_234_568);

    // Joining today, and subscribing again (a day added at the end), as the forms write it.
    const subscription = (email: string) => ({ email, subscribedAt: serverTimestamp(), source: 'home', subscribedDays: arrayUnion(TODAY) });
    await setDoc(doc(getDb(), 'subscribers', 'new.reader@example.com'), subscription('new.reader@example.com'), { merge: true });
    expect(await loadSubscriberTotal()).toBe(1_234_569);
    await setDoc(doc(backend.owner.db, 'subscribers', 'counted@example.com'), { subscribedDays: [Timestamp.fromDate(addDays(CLOSED, -30))] }, { merge: true });
    await setDoc(doc(getDb(), 'subscribers', 'counted@example.com'), subscription('counted@example.com'), { merge: true });
    expect((await getDoc(doc(backend.owner.db, 'subscribers', 'counted@example.com'))).get('subscribedDays')).toHaveLength(2);
    expect(await loadSubscriberTotal()).toBe(1_234_569);

    // Counted ones leave the count in the same commit; those who joined since, by themselves.
    await deleteSubscriber('counted@example.com');
    await deleteSubscriber('legacy@example.com');
    expect(await storedCount()).toEqual({ count: 1_234_565, countedThrough: Timestamp.fromDate(CLOSED) });
    await deleteSubscriber('recent@example.com');
    await deleteSubscriber('new.reader@example.com');
    expect(await storedCount()).toEqual({ count: 1_234_565, countedThrough: Timestamp.fromDate(CLOSED) });
    expect(await loadSubscriberTotal()).toBe(1_234_565);
    expect((await getDoc(doc(backend.owner.db, 'subscribers', 'new.reader@example.com'))).exists()).toBe(false);
    // An address already gone: nothing to take off.
    await deleteSubscriber('new.reader@example.com');
    expect(await storedCount()).toEqual({ count: 1_234_565, countedThrough: Timestamp.fromDate(CLOSED) });
  });

  it('moves over the days as they close, once, adding those who joined on them', async () => {
    await signInNewAdmin(backend.owner);
    const before = addDays(CLOSED, -5);
    await store(
      [
        ['on.the.last.counted.day@example.com', before],
        ['day.after@example.com', addDays(before, 1)],
        ['closed.day@example.com', CLOSED],
        ['open.day@example.com', addDays(CLOSED, 1)],
        ['today@example.com', TODAY],
      ],
      { count: 10, countedThrough: before },
    );
    expect(await loadSubscriberTotal()).toBe(14);
    expect(await storedCount()).toEqual({ count: 12, countedThrough: Timestamp.fromDate(CLOSED) });
    expect(await loadSubscriberTotal()).toBe(14);
    expect(await storedCount()).toEqual({ count: 12, countedThrough: Timestamp.fromDate(CLOSED) });
  });

  it('recounts the whole list past the limit of one count, in ranges of addresses, and says what the count said', async () => {
    await signInNewAdmin(backend.owner);
    const list: [string, Date | null][] = [
      // Twelve under one prefix, so its range splits again.
      ...Array.from({ length: 12 }, (_, i) => [`aa${i}@example.com`, addDays(CLOSED, -40 + i)] as [string, Date]),
      ...['0day@example.com', '_under@example.com', 'b.one@example.com', 'm@example.com', 'zed@example.com'].map((email) => [email, null] as [string, null]),
      ...['a@example.com', 'k@example.com', 'q@example.com', 'y@example.com'].map((email, i) => [email, addDays(CLOSED, i + 1)] as [string, Date]),
      ['z.late@example.com', addDays(TODAY, 1)],
    ];
    await store(list, { count: 5, countedThrough: addDays(CLOSED, -31) });
    // 5 (which is wrong), the 2 who joined 30 and 29 days before the last closed day, and the 5 since it.
    expect(await loadSubscriberTotal(3)).toBe(5 + 2 + 5);

    const requests = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => requests.mockRestore());
    const recount = await recountSubscribers(3);
    expect(recount).toEqual({ total: 22, counted: 12 });
    // The list went past the limit, and so did "a", "aa" and "aa1": each was counted in smaller ranges.
    const bounds = requests.mock.calls.flatMap(([, init]) => [...(typeof init?.body === 'string' ? init.body : '').matchAll(/documents\/subscribers\/([^"]*)"/g)].map((match) => match[1]));
    expect(bounds).toEqual(expect.arrayContaining(['a', 'b', 'a@', 'aa', 'ab', 'aa1', 'aa2', 'aa10', 'aa11', 'aa12']));
    // Those of the last days stay counted by their days.
    expect(await storedCount()).toEqual({ count: 17, countedThrough: Timestamp.fromDate(CLOSED) });
    expect(await loadSubscriberTotal(3)).toBe(22);
    expect(await recountSubscribers(3)).toEqual({ total: 22, counted: 22 });
  });

  it('counts the list at the first load on a project without a count', async () => {
    await signInNewAdmin(backend.owner);
    await store([['one@example.com', null], ['two@example.com', addDays(CLOSED, -3)], ['three@example.com', TODAY]]);
    expect(await loadSubscriberTotal()).toBe(3);
    expect(await storedCount()).toEqual({ count: 2, countedThrough: Timestamp.fromDate(CLOSED) });
  });
});
