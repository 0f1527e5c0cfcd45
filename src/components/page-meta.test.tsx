import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadTagsSink, PageMeta, pageHeadTags, type HeadTag } from './page-meta';

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

  it("takes over the tags a prerendered page's file came with, without writing them twice", () => {
    document.head.innerHTML =
      '<title>Home | Savanna Solar</title><meta name="description" content="Old."><link rel="canonical" href="/">' +
      '<meta property="og:title" content="Home | Savanna Solar"><link rel="icon" href="/favicon.svg">';
    render(<PageMeta title="Products" description="All products." path="/products" />);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe('Products | Savanna Solar');
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull(); // not a page's own tag
  });

  it('in the prerender, hands its tags to the page file (the innermost page wins)', () => {
    let written: HeadTag[] = [];
    render(
      <HeadTagsSink.Provider value={(tags) => (written = tags)}>
        <PageMeta title="Shop" description="Frame." />
        <PageMeta title="Luminous 1.5 kVA" description="An inverter." path="/products/abc" type="product" />
      </HeadTagsSink.Provider>,
    );
    expect(written).toEqual(
      pageHeadTags({ title: 'Luminous 1.5 kVA', description: 'An inverter.', path: '/products/abc', type: 'product' }),
    );
    expect(written.find((tag) => tag.key === 'meta[property="og:type"]')?.attributes.content).toBe('product');
  });
});
