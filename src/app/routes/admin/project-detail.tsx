import { useParams } from 'react-router';
import { ProjectDetailPage } from '@/features/admin/projects/components/project-detail-page';

export function Component() {
  const { projectId = '' } = useParams();
  return <ProjectDetailPage key={projectId} projectId={projectId} />;
}
