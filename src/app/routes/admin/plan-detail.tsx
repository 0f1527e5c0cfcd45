import { useParams } from 'react-router';
import { PlanDetailPage } from '@/features/admin/plans/components/plan-detail-page';

export function Component() {
  const { planId = '' } = useParams();
  return <PlanDetailPage key={planId} planId={planId} />;
}
