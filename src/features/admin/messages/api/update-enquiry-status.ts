import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveStamped } from '@/lib/firebase/staff-write';
import { queryKeys } from '@/lib/query-keys';
import { ENQUIRY_COLLECTIONS, type InboxItem } from './enquiries';
import { INBOX_TEXTS } from '@domain/enquiries/messages';
import type { MessageStatus, QuoteStatus } from '@domain/enquiries/enquiry-statuses';

export interface EnquiryStatusChange {
  item: Pick<InboxItem, 'id' | 'kind'>;
  status: MessageStatus | QuoteStatus;
}

/** Moves a message or quote request to another status (rules: nothing else of it changes). */
export function updateEnquiryStatus({ item, status }: EnquiryStatusChange): Promise<void> {
  return saveStamped(INBOX_TEXTS.updateFailed, ENQUIRY_COLLECTIONS[item.kind], item.id, { status });
}

export function useUpdateEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnquiryStatus,
    onMutate: ({ item, status }) => {
      // The inbox shows the new status at once.
      queryClient.setQueryData<InboxItem[]>(queryKeys.admin.inbox(), (items) =>
        items?.map((i) => (i.id === item.id && i.kind === item.kind ? ({ ...i, status } as InboxItem) : i)),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
      ]),
  });
}
