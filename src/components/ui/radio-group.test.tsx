import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup, radioOptions } from './radio-group';

function Sizes({ error }: { error?: string }) {
  const [value, setValue] = useState<'s' | 'm' | 'l' | ''>('');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup
        legend="Size"
        name="size"
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 's', label: 'Small' },
          { value: 'm', label: 'Medium' },
          { value: 'l', label: 'Large' },
        ]}
      />
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group of native radios: Tab enters it, the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(<Sizes />);
    expect(screen.getByRole('group', { name: 'Size' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
  });

  it('says what is wrong as the group description', () => {
    render(<Sizes error="Choose a size." />);
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Choose a size.');
  });
});

describe('radioOptions', () => {
  it('pairs each value with its words, from a table or a function, in the given order', () => {
    expect(radioOptions(['b', 'a'] as const, { a: 'Apple', b: 'Banana' })).toEqual([
      { value: 'b', label: 'Banana' },
      { value: 'a', label: 'Apple' },
    ]);
    expect(radioOptions([12, 24], (v) => `${v} V`)).toEqual([
      { value: 12, label: '12 V' },
      { value: 24, label: '24 V' },
    ]);
  });
});
