import type { ProjectRecord } from '@domain/projects/project';
import { PROJECT_PAY_MESSAGES as M } from '@domain/projects/messages';

/**
 * The terms the customer signed (docs/projects.md, "The terms"), exactly as acceptProposal recorded them (written
 * from the way chosen to pay), never re-derived here. Which option was accepted, by whom and when, the proposal
 * above says (ProposalView's accepted option).
 */
export function AcceptedTerms({
  accepted,
}: {
  accepted: Pick<NonNullable<ProjectRecord<Date>['accepted']>, 'terms'> | null;
}) {
  if (!accepted?.terms) return null;
  return (
    <section
      aria-labelledby="accepted-terms-heading"
      className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      data-testid="accepted-terms"
    >
      <h2 id="accepted-terms-heading" className="font-semibold text-slate-900">
        {M.acceptedTerms}
      </h2>
      <p className="text-slate-700" data-testid="accepted-terms-text">
        {accepted.terms}
      </p>
    </section>
  );
}
