/** One JSON:API error object (docs/decisions/0001-json-api-contract.md). */
export interface JsonApiErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/** A failed call. Status 0 means the server could not be reached (platform-core.txt §8 "disconnected"). */
export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly errors: JsonApiErrorObject[] = [],
  ) {
    super(`${method} ${path} failed with status ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
