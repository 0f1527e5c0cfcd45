import { doc, serverTimestamp, setDoc, updateDoc, type FieldValue } from 'firebase/firestore/lite';
import { getDb } from './app';
import { requiredUserId } from './auth';
import { serviceWrite } from './service';

/**
 * Who changed a staff-managed document, and when (updatedBy, updatedAt: DESIGN.md section 2; the rules check
 * updatedBy is the signed-in user): the signed-in user, server time. Throws when nobody is signed in.
 */
export function changeStamp(): { updatedAt: FieldValue; updatedBy: string } {
  return { updatedAt: serverTimestamp(), updatedBy: requiredUserId() };
}

/**
 * The one shape of a staff edit (a product, an enquiry's status, the shop's settings): `fields` of
 * collection/id with the change stamp, through the write wrapper (time-out, `failed` as the message).
 * `replace` writes the whole document (settings/global); otherwise only these fields change. `fields` may be
 * a function of the signed-in user's uid (e.g. deletedBy).
 */
export function saveStamped(
  failed: string,
  collectionName: string,
  id: string,
  fields: Record<string, unknown> | ((uid: string) => Record<string, unknown>),
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  return serviceWrite(failed, () => {
    const ref = doc(getDb(), collectionName, id);
    const stamp = changeStamp();
    const data = { ...(typeof fields === 'function' ? fields(stamp.updatedBy) : fields), ...stamp };
    return replace ? setDoc(ref, data) : updateDoc(ref, data);
  });
}
