import { ProjectsBoardPage } from '@/features/admin/projects/components/projects-board-page';

export const Component = ProjectsBoardPage;
