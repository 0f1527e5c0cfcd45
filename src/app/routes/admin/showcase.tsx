import { ShowcasePage } from '@/features/admin/showcase/components/showcase-page';

/** Installations and testimonials (issue 14 item 10). */
export function Component() {
  return <ShowcasePage />;
}
