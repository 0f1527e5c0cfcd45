import { describe, expect, it } from 'vitest';
import {
  installationFormSchema,
  isShowcaseImage,
  movedPositions,
  nextPosition,
  SHOWCASE_MESSAGES,
  testimonialFormSchema,
} from './admin-showcase';

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
