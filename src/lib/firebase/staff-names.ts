/**
 * staffNames/{key}: the names staff publish under, which no reader may comment under
 * (src/lib/staff-names.ts says how a name becomes its keys; firestore.rules isStaffName).
 * Anyone may read one, so the forms can say that a name is taken before the rules refuse it.
 */
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { staffNameKeys } from '../staff-names.js';

/** Whether a name is, or reads as, one that staff publish under. */
export async function isStaffName(db: Firestore, name: string): Promise<boolean> {
  const found = await Promise.all(staffNameKeys(name).map((key) => getDoc(doc(db, 'staffNames', key))));
  return found.some((snapshot) => snapshot.exists());
}

/** Reserves a byline (an admin only); a name already reserved stays as it is. */
export async function reserveStaffName(db: Firestore, name: string): Promise<void> {
  const [key] = staffNameKeys(name);
  if (!key || (await getDoc(doc(db, 'staffNames', key))).exists()) return;
  await setDoc(doc(db, 'staffNames', key), { name, createdAt: serverTimestamp() });
}
