import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { optionsOf, SelectField, TextareaField } from './input';
import { ErrorAlert } from './panel';

describe('the fields kept in a component state', () => {
  it("lists a closed set's choices with their words, in the set's order", () => {
    expect(optionsOf(['morning', 'afternoon'] as const, { morning: 'Morning', afternoon: 'Afternoon' })).toEqual([
      ['morning', 'Morning'],
      ['afternoon', 'Afternoon'],
    ]);
  });

  it('gives the chosen value to onChange, the select named by its label', async () => {
    const onChange = vi.fn();
    const options = [
      ['lost', 'Lost'],
      ['cancelled', 'Cancelled'],
    ] as const;
    render(<SelectField id="outcome" label="Outcome" value="lost" onChange={onChange} options={options} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Cancelled');
    expect(onChange).toHaveBeenCalledWith('cancelled');
  });

  it('gives the typed words to onChange, and says what is wrong below the text area', async () => {
    const onChange = vi.fn();
    render(<TextareaField id="reason" label="Why" value="" onChange={onChange} maxLength={500} error="Say why." />);
    const area = screen.getByRole('textbox', { name: 'Why' });
    await userEvent.type(area, 'x');
    expect(onChange).toHaveBeenCalledWith('x');
    expect(area).toHaveAttribute('maxlength', '500');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Say why.');
  });

  it('shows a failure only while there is one', () => {
    const { rerender } = render(<ErrorAlert error="" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorAlert error="The plan is closed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The plan is closed.');
  });
});
