import { formatDateTime } from '@domain/shared/date-time';
import type { ProjectRecord } from '@domain/projects/project';
import { PROJECT_PAY_MESSAGES as M } from './messages';

/**
 * What the customer signed (docs/projects.md, "The terms"): the option, the name typed, when, and the terms of
 * record exactly as acceptProposal stored them (written from the way chosen to pay), never re-derived here.
 */
export function AcceptedTerms({ accepted }: { accepted: ProjectRecord<Date>['accepted'] }) {
  if (!accepted) return null;
  return (
    <section
      aria-labelledby="accepted-terms-heading"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="accepted-terms"
    >
      <h2 id="accepted-terms-heading" className="font-semibold text-slate-900">
        {M.acceptedTitle}
      </h2>
      <p className="text-sm text-slate-800">
        {M.acceptedWhat(accepted.option + 1, accepted.optionTitle, accepted.signedName, formatDateTime(accepted.at))}
      </p>
      {accepted.terms && (
        <div className="text-sm">
          <p className="font-medium text-slate-900">{M.acceptedTerms}</p>
          <p className="text-slate-700" data-testid="accepted-terms-text">
            {accepted.terms}
          </p>
        </div>
      )}
    </section>
  );
}
