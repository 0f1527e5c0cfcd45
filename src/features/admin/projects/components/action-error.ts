import { staffRefusalWords } from '@domain/projects/project-staff';
import { PROJECT_STAFF_MESSAGES } from '@domain/projects/messages';
import { CallableError, refusalReasonOf } from '@/lib/firebase/callable';

/** A staff action's failure in staff words: its refusal reason's (`details.reason`), else the callable's message. */
export function actionErrorWords(error: unknown): string {
  if (error instanceof CallableError) {
    return staffRefusalWords(refusalReasonOf(error)) ?? error.message;
  }
  return error instanceof Error ? error.message : PROJECT_STAFF_MESSAGES.failed;
}
