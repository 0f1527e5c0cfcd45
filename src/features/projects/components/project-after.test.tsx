import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarrantyList } from '@/components/warranty-list';
import type { Project } from '../api/get-my-projects';
import { ProjectAfter } from './project-after';

const warranties = [
  {
    productId: 'p',
    name: 'Solar panel 450 W',
    serial: 'PNL-1',
    years: 10,
    startsOn: '2026-11-25',
    endsOn: '2036-11-24',
  },
  { productId: 'b', name: 'Charge controller', serial: 'CC-9', years: 1, startsOn: '2025-11-01', endsOn: '2026-10-31' },
];

describe('WarrantyList', () => {
  it('says until when each unit is covered, or since when it is not', () => {
    render(<WarrantyList warranties={warranties} today="2026-11-26" />);
    const items = within(screen.getByRole('list', { name: 'Warranties' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Solar panel 450 W');
    expect(items[0]).toHaveTextContent('Serial PNL-1 · 10 years');
    expect(items[0]).toHaveTextContent('Covered until 24 Nov 2036');
    expect(items[1]).toHaveTextContent('Serial CC-9 · 1 year');
    expect(items[1]).toHaveTextContent('Ended on 31 Oct 2026');
  });
});

describe('ProjectAfter', () => {
  const project = {
    id: 'p1',
    userId: 'u1',
    kind: 'installation',
    stage: 'commissioned',
    warranties,
    rating: { stars: 4, words: 'Good work.', at: new Date(), published: false },
  } as unknown as Project;

  it('shows a commissioned installation’s warranties and the rating given', () => {
    render(<ProjectAfter project={project} />);
    expect(screen.getByRole('heading', { name: 'Your warranties' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('“Good work.”')).toBeInTheDocument();
  });

  it('shows nothing before commissioning, nor for a maintenance visit', () => {
    const { container } = render(<ProjectAfter project={{ ...project, stage: 'installed' }} />);
    expect(container).toBeEmptyDOMElement();
    const visit = render(<ProjectAfter project={{ ...project, kind: 'maintenance' }} />);
    expect(visit.container).toBeEmptyDOMElement();
  });
});
