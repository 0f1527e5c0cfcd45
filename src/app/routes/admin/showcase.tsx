import { ShowcasePage } from '@/features/admin/showcase/components/showcase-page';

/** Installations and testimonials. */
export function Component() {
  return <ShowcasePage />;
}
