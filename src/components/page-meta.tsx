import { SHOP_NAME } from '../domain/brand';

/** Sets the document title and description for search (React 19 hoists these into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${SHOP_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
