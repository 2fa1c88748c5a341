/**
 * Denied requests are the point of many backend tests; the lite SDK would log each one.
 * Their outcome is asserted, so the SDK's own log stays quiet.
 */
import { setLogLevel } from 'firebase/firestore/lite';

setLogLevel('silent');
