/**
 * The prerender's side of the app, loaded by scripts/lib/prerender.ts in Node after `vite build`.
 *
 * Why React 19's `prerender` (react-dom/static) with React Router's static handler, and `hydrateRoot` in main.tsx:
 * the shop stays static files on Firebase Hosting (no server at request time), so each public page is rendered once
 * at build time, with the same routes, loaders, query options and components as in the browser. `prerender` waits
 * for everything the tree suspends on (unlike renderToString), so a page is written whole. The loaders read the
 * page's data from Firestore (the emulators locally, the live catalogue in production, as the public reads it); the
 * query cache is embedded in the page (lib/prerender/snapshot.ts) and the browser hydrates the markup with it.
 */
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from './app/router';
import type { Product } from '@domain/catalog/product';
import { buildSearchIndex, SEARCH_INDEX_CHANGES, type SearchIndexFile } from '@domain/catalog/search-index';
import { getProducts } from './features/catalog/api/get-products';
import { getSearchCorpus } from './features/catalog/api/search-products';
import { runShapeQuery } from './lib/firebase/rest-read';
import { productStructuredData } from './features/catalog/components/product-structured-data';
import { createQueryClient } from './lib/query-client';
import { scriptSafe, snapshotScript } from './lib/prerender/snapshot';
import { queryKeys } from './lib/query-keys';

export interface RenderedPage {
  /** The tags React hoisted (title, description, canonical link, Open Graph), for <head>. */
  head: string;
  /** The page's markup, for <div id="root">. */
  body: string;
  /** The page's data, a <script> for <body>. */
  data: string;
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/** A product page's schema.org data, as a JSON-LD script for its head (nothing for other pages). */
function structuredData(queryClient: QueryClient, productId: string | undefined): string {
  const product = productId ? queryClient.getQueryData<Product>(queryKeys.products.detail(productId)) : undefined;
  if (!product) return '';
  return `<script type="application/ld+json">${scriptSafe(JSON.stringify(productStructuredData(product)))}</script>`;
}

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders one public page at `path` ("/products/abc"); throws when the page does not render (e.g. unknown product). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const failed = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
  if (failed.length > 0) {
    throw new Error(`${path}: could not read ${failed.map((q) => JSON.stringify(q.queryKey)).join(', ')}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // Every part written in its place, in order: left to itself React writes a large <Suspense> part (the screen)
    // after the rest, hidden, with a script that moves it in, and a page read without JavaScript (a link preview, a
    // search engine, a phone with scripts off) would show no screen.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await toText(prelude);
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  const router_ = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  return {
    head: hoisted + structuredData(queryClient, context.matches.at(-1)?.params.id),
    body: html.slice(hoisted.length),
    data: snapshotScript({ url: path, queries, router: router_ }),
  };
}

/** The products that get their own page: every product on sale (visitors cannot read the others). */
export async function publicProductIds(): Promise<string[]> {
  return (await getProducts({ available: true })).map((product) => product.id);
}

/**
 * The search index built with the pages (docs/search.md): the changes already in it are those written up to the
 * newest change document read before the products (Firestore's clock; a change written meanwhile is read again
 * by the shopper's phone, which does no harm).
 */
export async function searchIndexFile(): Promise<SearchIndexFile> {
  const [newest] = await runShapeQuery({
    collection: SEARCH_INDEX_CHANGES,
    where: [],
    orderBy: [{ field: 'changedAt', direction: 'desc' }],
    limit: 1,
  });
  const builtAt = newest?.data.changedAt instanceof Date ? newest.data.changedAt.getTime() : 0;
  const products = (await getSearchCorpus()).map((entry) => entry.item);
  return buildSearchIndex(products, builtAt);
}
