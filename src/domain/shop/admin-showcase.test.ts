import { describe, expect, it } from 'vitest';
import {
  firstPositions,
  installationFormSchema,
  isShowcaseImage,
  movedPositions,
  nextPosition,
  testimonialFormSchema,
} from './admin-showcase';
import { SHOWCASE_MESSAGES } from './messages';

describe('showcase admin', () => {
  it('moves an entry up or down, renumbering only the entries that change', () => {
    const list = [
      { id: 'a', position: 0 },
      { id: 'b', position: 1 },
      { id: 'c', position: 2 },
    ];
    expect(movedPositions(list, 2, -1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
    expect(movedPositions(list, 0, -1)).toEqual([]);
    expect(movedPositions(list, 2, 1)).toEqual([]);
    // Older data with ties: the whole list is numbered in its shown order.
    const ties = [
      { id: 'a', position: 0 },
      { id: 'b', position: 0 },
      { id: 'c', position: 0 },
    ];
    expect(movedPositions(ties, 0, 1)).toEqual([
      { id: 'a', position: 1 },
      { id: 'c', position: 2 },
    ]);
  });

  it('puts a published rating first, the others after it in their order, writing only what changes', () => {
    // Twelve at 0 (older data): the new one would show only if its id sorted early.
    const ties = ['b', 'a', 'c'].map((id) => ({ id, position: 0 }));
    expect(firstPositions([...ties, { id: 'z', position: 0 }], 'z')).toEqual([
      { id: 'a', position: 1 },
      { id: 'b', position: 2 },
      { id: 'c', position: 3 },
    ]);
    // Staff's order kept after it: nothing moves that is already in place.
    const ordered = [
      { id: 'x', position: 1 },
      { id: 'y', position: 2 },
    ];
    expect(firstPositions(ordered, 'new')).toEqual([{ id: 'new', position: 0 }]);
    expect(firstPositions([{ id: 'y', position: 0 }, ...ordered.slice(0, 1)], 'new')).toEqual([
      { id: 'new', position: 0 },
      { id: 'y', position: 1 },
      { id: 'x', position: 2 },
    ]);
  });

  it('puts a new entry last', () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([0, 4, 2])).toBe(5);
  });

  it('takes web addresses and the bundled drawings as pictures, nothing else', () => {
    expect(isShowcaseImage('/installations/clinic.svg')).toBe(true);
    expect(isShowcaseImage('https://firebasestorage.googleapis.com/v0/b/x/o/showcase%2Fa.jpg')).toBe(true);
    expect(isShowcaseImage('javascript:alert(1)')).toBe(false);
    expect(isShowcaseImage('')).toBe(false);
  });

  it('validates the forms with words for staff', () => {
    const bad = installationFormSchema.safeParse({
      title: ' ',
      location: 'Tamale',
      systemSize: '',
      description: '',
      image: 'nope',
      completedAt: '2026-13-45',
      visible: true,
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      SHOWCASE_MESSAGES.title,
      SHOWCASE_MESSAGES.image,
      SHOWCASE_MESSAGES.completedAt,
    ]);
    expect(
      testimonialFormSchema.safeParse({
        name: 'Gifty',
        location: '',
        role: '',
        rating: 6,
        text: 'Good',
        visible: false,
      }).success,
    ).toBe(false);
  });
});
