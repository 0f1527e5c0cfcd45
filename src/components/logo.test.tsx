import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('falls back to an icon when the image cannot load', () => {
    render(<Logo />);
    const img = screen.getByRole('img', { name: 'Savanna Solar logo' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const icon = screen.getByRole('img', { name: 'Savanna Solar logo' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
  });
});
