/** Takes an address off the list, and off the subscriber count when it is in it (one commit). */
export { deleteSubscriber as removeSubscriber } from '../../../lib/firebase/subscriber-count.js';
