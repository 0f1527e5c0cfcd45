import { useState } from 'react';
import { useMayCall } from '@/components/staff-access';
import { Button } from '@/components/ui/button';
import { Alert, Panel } from '@/components/ui/panel';
import { Stars } from '@/components/ui/stars';
import { formatDateTime, shopDay } from '@domain/shared/date-time';
import { PROJECT_AFTER_MESSAGES } from '@domain/projects/messages';
import { WarrantyList } from '@/components/warranty-list';
import { refusalReasonOf } from '@/lib/firebase/callable';
import { notify } from '@/lib/toast';
import { usePublishProjectRating, type Project } from '../api/projects';
import { actionErrorWords } from './action-error';

/** Why publishing was refused, in staff words, by its reason. */
function publishErrorWords(error: unknown): string {
  const reason = refusalReasonOf(error);
  if (reason === 'no_words') return PROJECT_AFTER_MESSAGES.noWords;
  if (reason === 'no_rating') return PROJECT_AFTER_MESSAGES.noRating;
  return actionErrorWords(error);
}

/**
 * A commissioned installation for staff (docs/projects.md, "After commissioning"): its warranty register, and
 * the customer's rating with "Publish on the home page" (testimonials/{projectId}) or its removal.
 */
export function ProjectAfterPanel({ project: p }: { project: Project }) {
  const publish = usePublishProjectRating();
  const mayPublish = useMayCall('publishProjectRating');
  const [error, setError] = useState('');
  if (p.stage !== 'commissioned' || p.kind === 'maintenance') return null;
  const rating = p.rating;
  const act = async (shown: boolean) => {
    setError('');
    try {
      await publish.mutateAsync({ projectId: p.id, publish: shown });
      notify.success(shown ? PROJECT_AFTER_MESSAGES.published : PROJECT_AFTER_MESSAGES.unpublished);
    } catch (err) {
      setError(publishErrorWords(err));
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Warranties">
        <WarrantyList warranties={p.warranties} today={shopDay(new Date())} />
      </Panel>
      <Panel title="Customer's rating">
        {rating ? (
          <div className="grid gap-2 text-sm">
            <Stars rating={rating.stars} />
            {rating.words ? (
              <p className="text-slate-900">“{rating.words}”</p>
            ) : (
              <p className="text-slate-700">No words.</p>
            )}
            <p className="text-slate-600">
              Rated {formatDateTime(rating.at)}.{' '}
              {rating.published ? 'Shown on the home page.' : 'Not on the home page.'}
            </p>
            {error && <Alert variant="error">{error}</Alert>}
            <div hidden={!mayPublish}>
              {rating.published ? (
                <Button
                  variant="outline"
                  busy={publish.isPending}
                  busyLabel="Removing..."
                  onClick={() => void act(false)}
                >
                  Remove from the home page
                </Button>
              ) : (
                <Button busy={publish.isPending} busyLabel="Publishing..." onClick={() => void act(true)}>
                  Publish on the home page
                </Button>
              )}
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">The customer has not rated the installation yet.</p>
        )}
      </Panel>
    </div>
  );
}
