/** An error with a message in the user's terms (the spec's catalogue), keeping the cause and its code. */
export class ServiceError extends Error {
  readonly code: string | undefined;
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ServiceError';
    this.code =
      typeof cause === 'object' && cause !== null && 'code' in cause
        ? String((cause as { code: unknown }).code)
        : undefined;
  }
}

/** Runs a service call; any failure becomes a ServiceError with the given message (logged with its cause). */
export async function withServiceError<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    console.error(message, error);
    throw new ServiceError(message, error);
  }
}
