import { InboxPage } from '@/features/admin/messages/components/inbox-page';

export const Component = InboxPage;
