import type { ProjectKind } from './project';

/**
 * Where a request for a project starts (docs/projects.md, "Requests and the customer's pages"): the footer's
 * "Free energy audit", the home page's services, a service's product page and the calculator all link here.
 * Kept apart from project.ts so that the storefront's pages link without its labels and tables.
 */
export const PROJECT_REQUEST_PATH = '/projects/new';

/** `/projects/new?kind=installation&product=…` or, from the calculator, with its sizing's own search string. */
export function projectRequestPath(kind: ProjectKind, from: { product?: string; sizingSearch?: string } = {}): string {
  const parts = [`kind=${kind}`];
  if (from.product) parts.push(`product=${encodeURIComponent(from.product)}`);
  if (from.sizingSearch) parts.push(from.sizingSearch);
  return `${PROJECT_REQUEST_PATH}?${parts.join('&')}`;
}

/** The project a service of the catalogue is asked as, by its category; null for any other category. */
export function projectKindOfCategory(category: string): ProjectKind | null {
  switch (category) {
    case 'Installation Services':
      return 'installation';
    case 'Maintenance Services':
      return 'maintenance';
    case 'Consultation Services':
      return 'audit';
    default:
      return null;
  }
}

/** The words of a link that starts a request of each kind. */
export const PROJECT_REQUEST_LABELS: Record<ProjectKind, string> = {
  audit: 'Book a free energy audit',
  installation: 'Request an installation',
  maintenance: 'Book a maintenance visit',
};
