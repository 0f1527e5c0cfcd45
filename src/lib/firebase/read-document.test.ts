import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../errors';

const sdk = vi.hoisted(() => ({
  getDoc: vi.fn<() => Promise<{ id: string; exists: () => boolean; data: () => unknown }>>(),
  getDocs: vi.fn<() => Promise<{ docs: { id: string; data: () => unknown }[] }>>(),
  doc: vi.fn((_db: unknown, ...path: string[]) => path.join('/')),
}));
vi.mock('firebase/firestore/lite', () => sdk);
vi.mock('./app', () => ({ getDb: () => 'db' }));
vi.mock('./sdk-query', () => ({ buildQuery: (shape: unknown) => shape }));

const { readDocument, readDocuments } = await import('./read-document');

const words = { failure: 'The plan could not be loaded.', notFound: 'Payment plan not found.' };
const from = (id: string, data: unknown) => ({ id, data });
const refused = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('readDocument: one stored document through its reader', () => {
  it('reads the document at the path through `from`', async () => {
    sdk.getDoc.mockResolvedValue({ id: 'p1', exists: () => true, data: () => ({ total: 5 }) });
    await expect(readDocument(['plans', 'p1'], words, from)).resolves.toEqual({ id: 'p1', data: { total: 5 } });
    expect(sdk.doc).toHaveBeenLastCalledWith('db', 'plans', 'p1');
  });

  it('answers a missing document as not found, in its words', async () => {
    sdk.getDoc.mockResolvedValue({ id: 'p1', exists: () => false, data: () => undefined });
    const error = await readDocument(['plans', 'p1'], words, from).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: 'not_found', message: words.notFound });
  });

  it("reads someone else's own document as a missing one, so that ids cannot be probed", async () => {
    sdk.getDoc.mockRejectedValue(refused);
    const own = await readDocument(['plans', 'p1'], { ...words, own: true }, from).catch((e: unknown) => e);
    expect(own).toMatchObject({ kind: 'not_found', message: words.notFound });
  });

  it("says a staff read's refusal in the failure's words", async () => {
    sdk.getDoc.mockRejectedValue(refused);
    const staff = await readDocument(['plans', 'p1'], words, from).catch((e: unknown) => e);
    expect(staff).toMatchObject({ kind: 'failed', message: words.failure });
  });
});

describe('readDocuments: the documents of a shape through their reader', () => {
  const shape = { collection: 'plans', where: [], orderBy: [] };

  it('reads each document of the shape through `from`, in order', async () => {
    sdk.getDocs.mockResolvedValue({ docs: ['a', 'b'].map((id) => ({ id, data: () => ({ n: id }) })) });
    await expect(readDocuments(shape, words.failure, from)).resolves.toEqual([
      { id: 'a', data: { n: 'a' } },
      { id: 'b', data: { n: 'b' } },
    ]);
  });

  it("says a failure in the failure's words", async () => {
    sdk.getDocs.mockRejectedValue(refused);
    await expect(readDocuments(shape, words.failure, from)).rejects.toMatchObject({ message: words.failure });
  });
});
