import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it("a public page sets its title, description, canonical link and link preview in the document's head", () => {
    render(<PageMeta title="Inverters" description="Hybrid inverters." path="/products?category=inverter" />);
    expect(document.title).toBe('Inverters | Savanna Solar');
    expect(content('meta[name="description"]')).toBe('Hybrid inverters.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/products\?category=inverter$/,
    );
    expect(content('meta[property="og:title"]')).toBe('Inverters | Savanna Solar');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.body.querySelector('title, meta, link')).toBeNull(); // React hoists them, none stays in the page
  });

  it("the next page replaces the tags, and a page without a preview removes the last page's", () => {
    const { rerender } = render(<PageMeta title="Inverters" description="Hybrid inverters." path="/products" />);
    rerender(<PageMeta title="Admin · Orders" description="Every order." />);
    expect(document.title).toBe('Admin · Orders | Savanna Solar');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Every order.');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it("takes over the tags a prerendered page's file came with, without writing them twice", async () => {
    const tags =
      '<title>Products | Savanna Solar</title><meta name="description" content="All products.">' +
      '<link rel="canonical" href="http://localhost:4173/products"><meta property="og:title" content="Products | Savanna Solar">';
    document.head.innerHTML = `${tags}<link rel="icon" href="/favicon.svg">`;
    const container = document.body.appendChild(document.createElement('div'));
    const root = await act(async () =>
      hydrateRoot(container, <PageMeta title="Products" description="All products." path="/products" />),
    );
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull(); // not a page's own tag
    act(() => root.unmount());
    container.remove();
  });
});
