import { describe, expect, it } from 'vitest';
import { betweenShape, readShapePage, type QueryShape } from './query-shape';

const shape: QueryShape = { collection: 'products', where: [], orderBy: [{ field: 'createdAt', direction: 'desc' }] };

describe('readShapePage: the one pager of both read paths', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];
  const reader = (asked: QueryShape[]) => async (q: QueryShape) => {
    asked.push(q);
    return rows.slice(0, q.limit);
  };

  it('asks one document more than the page, and starts the next page after its last', async () => {
    const asked: QueryShape[] = [];
    const page = await readShapePage(shape, 2, reader(asked), (d) => `after:${d}`);
    expect(asked[0]?.limit).toBe(3);
    expect(page).toEqual({ docs: ['a', 'b'], next: 'after:b' });
  });

  it('knows the last page: no document beyond it', async () => {
    expect(await readShapePage(shape, 5, reader([]), (d) => d)).toEqual({ docs: rows, next: null });
    expect(await readShapePage(shape, 9, reader([]), (d) => d)).toEqual({ docs: rows, next: null });
  });
});

describe('betweenShape: the documents of a period', () => {
  it('keeps the filters first, then the date field from start (in) to end (out)', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-02-01T00:00:00Z');
    expect(
      betweenShape('projects', [{ field: 'stage', op: '==', value: 'cancelled' }], 'accepted.at', start, end),
    ).toEqual({
      collection: 'projects',
      where: [
        { field: 'stage', op: '==', value: 'cancelled' },
        { field: 'accepted.at', op: '>=', value: start },
        { field: 'accepted.at', op: '<', value: end },
      ],
      orderBy: [],
    });
  });
});
