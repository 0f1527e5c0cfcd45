import '../shared/global-options';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { queueProjectNotifications } from './lib/outbox';

/**
 * Every change of an installation project tells whom it concerns (docs/projects.md): one trigger on
 * projects/{projectId}, the events chosen by projectEvents (src/domain/projects/project-notifications.ts), queued in
 * the outbox once per change, delivered as orders' are.
 */
export const notifyProjectWritten = onDocumentWritten('projects/{projectId}', async (event) => {
  await queueProjectNotifications(event.params.projectId, event.data?.before.data(), event.data?.after.data());
});
