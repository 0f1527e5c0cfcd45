import { createContext, useContext, useLayoutEffect } from 'react';
import { SHOP_NAME } from '@domain/shop/brand';
import { absoluteUrl, sharePicture } from '@/lib/site-url';

export interface PageMetaProps {
  title: string;
  description: string;
  /**
   * A public page's own address: its canonical link and the preview a shared link shows (Open Graph), which
   * WhatsApp reads from the prerendered HTML without running the app.
   */
  path?: string;
  /** The shared link's picture (the shop's icon when none). */
  image?: string;
  /** Open Graph type: a product page is 'product'. */
  type?: 'website' | 'product';
}

/** One tag of <head> that a page owns: `key` is the CSS selector that finds it there. */
export interface HeadTag {
  key: string;
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

/** Every tag a page may own, so a page without some of them (an admin page: no preview) removes the last page's. */
const OWNED = 'meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name="twitter:card"]';

/** The document's title, description and, for public pages, canonical link and Open Graph tags. */
export function pageHeadTags({ title, description, path, image, type = 'website' }: PageMetaProps): HeadTag[] {
  const fullTitle = `${title} | ${SHOP_NAME}`;
  const meta = (by: 'name' | 'property', name: string, content: string): HeadTag => ({
    key: `meta[${by}="${name}"]`,
    tag: 'meta',
    attributes: { [by]: name, content },
  });
  const tags: HeadTag[] = [
    { key: 'title', tag: 'title', attributes: {}, text: fullTitle },
    meta('name', 'description', description),
  ];
  if (path === undefined) return tags;
  return [
    ...tags,
    { key: 'link[rel="canonical"]', tag: 'link', attributes: { rel: 'canonical', href: absoluteUrl(path) } },
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', type),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absoluteUrl(path)),
    meta('property', 'og:image', sharePicture(image)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/** Puts a page's tags in the document's <head>, replacing the last page's (and those the prerendered file came with). */
export function applyHeadTags(head: HTMLHeadElement, tags: readonly HeadTag[]): void {
  const keep = new Set<Element>();
  for (const { key, tag, attributes, text } of tags) {
    let element = head.querySelector(key);
    if (!element) element = head.appendChild(head.ownerDocument.createElement(tag));
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined && element.textContent !== text) element.textContent = text;
    keep.add(element);
  }
  for (const element of head.querySelectorAll(OWNED)) if (!keep.has(element)) element.remove();
}

/** Where the prerender collects the page's tags (src/entry-prerender.tsx): it writes them into the page's <head>. */
export const HeadTagsSink = createContext<((tags: HeadTag[]) => void) | null>(null);

/**
 * The page's title and head tags. In the browser they are set in <head> when the screen shows; in the prerender they
 * go to the page file's <head>, where a shared link's preview reads them.
 */
export function PageMeta({ title, description, path, image, type }: PageMetaProps) {
  const sink = useContext(HeadTagsSink);
  sink?.(pageHeadTags({ title, description, path, image, type }));
  useLayoutEffect(() => {
    applyHeadTags(document.head, pageHeadTags({ title, description, path, image, type }));
  }, [title, description, path, image, type]);
  return null;
}
