import { useParams } from 'react-router';
import { ProposalBuilderPage } from '@/features/admin/projects/proposal/components/proposal-builder-page';

export function Component() {
  const { projectId = '' } = useParams();
  return <ProposalBuilderPage key={projectId} projectId={projectId} />;
}
