import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Textarea } from '@/components/ui/input';
import { Alert } from '@/components/ui/panel';
import { Stars } from '@/components/ui/stars';
import { shopDay } from '@domain/shared/date-time';
import { PROJECT_AFTER_MESSAGES, PROJECT_PAGE_MESSAGES, refusalMessage } from '@domain/projects/messages';
import { RATING_WORDS_MAX } from '@domain/projects/project-limits';
import { CallableError, refusalReasonOf } from '@/lib/firebase/callable';
import type { Project } from '../api/get-my-projects';
import { useRateProject } from '../api/project-after';
import { WarrantyList } from '@/components/warranty-list';

/**
 * A commissioned installation's page after the handover (docs/projects.md, "After commissioning"): its
 * warranties with their end dates, and the customer's rating (given once, then shown back).
 */
export function ProjectAfter({ project }: { project: Project }) {
  if (project.stage !== 'commissioned' || project.kind === 'maintenance') return null;
  return (
    <>
      <section
        aria-labelledby="warranty-heading"
        className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="warranty-heading" className="text-lg font-semibold text-brand-900">
          Your warranties
        </h2>
        <WarrantyList warranties={project.warranties} today={shopDay(new Date())} />
      </section>
      <section aria-labelledby="rating-heading" className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="rating-heading" className="text-lg font-semibold text-brand-900">
          Your rating
        </h2>
        {project.rating ? (
          <div className="grid gap-1">
            <Stars rating={project.rating.stars} />
            {project.rating.words && <p className="text-slate-800">“{project.rating.words}”</p>}
            <p className="text-sm text-slate-700">Thank you for rating your installation.</p>
          </div>
        ) : (
          <RatingForm projectId={project.id} uid={project.userId} />
        )}
      </section>
    </>
  );
}

/** Why a rating was refused, in the customer's words, by its reason. */
function ratingErrorWords(error: unknown): string {
  if (!(error instanceof CallableError)) return PROJECT_PAGE_MESSAGES.offline;
  const reason = refusalReasonOf(error);
  if (reason === 'already_rated') return PROJECT_AFTER_MESSAGES.alreadyRated;
  if (reason === 'wrong_stage' || reason === 'not_allowed') return refusalMessage(reason);
  return error.message || PROJECT_AFTER_MESSAGES.failed;
}

/** The owner rates (`uid`: the project's own customer, who alone reads this page). */
function RatingForm({ projectId, uid }: { projectId: string; uid: string }) {
  const rate = useRateProject(uid);
  const ids = useId();
  const [stars, setStars] = useState(0);
  const [words, setWords] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (stars < 1) return setError(PROJECT_AFTER_MESSAGES.stars);
    try {
      await rate.mutateAsync({ projectId, stars, words: words.trim() });
    } catch (err) {
      setError(ratingErrorWords(err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Rate your installation" className="grid gap-3" noValidate>
      <p className="text-slate-700">How happy are you with your installation? Tell us and other customers.</p>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-900">Stars</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${ids}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              />
              <Star
                aria-hidden="true"
                className={n <= stars ? 'size-7 fill-sun-600 text-sun-700' : 'size-7 text-slate-500'}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${ids}-words`} label="A few words" optional hint={`At most ${RATING_WORDS_MAX} characters.`}>
        <Textarea
          rows={3}
          value={words}
          maxLength={RATING_WORDS_MAX}
          onChange={(e) => setWords(e.target.value)}
          {...fieldAria(`${ids}-words`, undefined, { hint: true })}
        />
      </Field>
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button type="submit" busy={rate.isPending} busyLabel="Sending...">
          Send my rating
        </Button>
      </div>
    </form>
  );
}
