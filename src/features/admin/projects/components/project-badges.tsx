import { Badge } from '@/components/ui/badge';
import { FINAL_PROJECT_STAGES, PROJECT_STAGE_LABELS, type ProjectStage } from '@domain/projects/project';
import type { NeedsAction } from '@domain/projects/project-staff';
import { NEEDS_ACTION_LABELS } from '@domain/projects/messages';

/** A project's stage in staff words: closed ones grey, the rest in the brand's colour. */
export function ProjectStageBadge({ stage }: { stage: ProjectStage }) {
  const closed = stage === 'lost' || stage === 'cancelled';
  return (
    <Badge variant={closed ? 'neutral' : FINAL_PROJECT_STAGES.includes(stage) ? 'default' : 'warning'}>
      {PROJECT_STAGE_LABELS[stage]}
    </Badge>
  );
}

export function NeedsActionBadge({ need }: { need: NeedsAction }) {
  return <Badge variant="danger">{NEEDS_ACTION_LABELS[need]}</Badge>;
}
