import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key';

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history as unknown as History & { state: unknown };
}

describe('keyHistoryEntry', () => {
  it('gives an entry opened by typing its address (no state) a key of its own, different each time', () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    keyHistoryEntry(first);
    keyHistoryEntry(second);
    const a = (first.state as { key: string }).key;
    const b = (second.state as { key: string }).key;
    expect(a).toMatch(/^[0-9a-z]+$/);
    expect(a).not.toBe('default');
    expect(a).not.toBe(b);
    expect(first.state).toMatchObject({ usr: null });
  });

  it('keeps the key of an entry that has one (a reload, Back or Forward), and what else the state holds', () => {
    const history = fakeHistory({ usr: { from: '/cart' }, key: 'abc123', idx: 3 });
    keyHistoryEntry(history);
    expect(history.state).toEqual({ usr: { from: '/cart' }, key: 'abc123', idx: 3 });
  });
});
