import { SHOP_NAME } from '@domain/shop/brand';
import { absoluteUrl, sharePicture } from '@/lib/site-url';

interface PageMetaProps {
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

/** The document's title, description and, for public pages, canonical link and Open Graph tags (React 19 hoists them into <head>). */
export function PageMeta({ title, description, path, image, type = 'website' }: PageMetaProps) {
  const fullTitle = `${title} | ${SHOP_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {path !== undefined && (
        <>
          <link rel="canonical" href={absoluteUrl(path)} />
          <meta property="og:site_name" content={SHOP_NAME} />
          <meta property="og:type" content={type} />
          <meta property="og:title" content={fullTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={absoluteUrl(path)} />
          <meta property="og:image" content={sharePicture(image)} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}
