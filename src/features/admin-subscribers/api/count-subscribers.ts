/**
 * How many addresses are on the list: the subscriber count and the addresses that joined
 * since its last day (lib/firebase/subscriber-count.ts), exact at any size; and the recount
 * that corrects the count when it is off.
 */
export { loadSubscriberTotal as countSubscribers, recountSubscribers, type Recount } from '../../../lib/firebase/subscriber-count.js';
