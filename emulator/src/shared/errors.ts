/**
 * Errors as Google's APIs send them: an HTTP status plus a google.rpc.Status body.
 * Handlers throw ApiError; the HTTP layer turns it into the JSON body the SDKs parse.
 */
export type GoogleStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'OUT_OF_RANGE'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'ABORTED'
  | 'RESOURCE_EXHAUSTED'
  | 'UNIMPLEMENTED'
  | 'INTERNAL'
  | 'UNKNOWN';

const httpStatusOf: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNKNOWN: 500,
};

/** gRPC numeric codes, used where Google puts a google.rpc.Status inside a 200 (batchWrite). */
export const grpcCodeOf: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 3,
  FAILED_PRECONDITION: 9,
  OUT_OF_RANGE: 11,
  UNAUTHENTICATED: 16,
  PERMISSION_DENIED: 7,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  ABORTED: 10,
  RESOURCE_EXHAUSTED: 8,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNKNOWN: 2,
};

export class ApiError extends Error {
  readonly status: GoogleStatus;
  readonly httpStatus: number;

  constructor(status: GoogleStatus, message: string, httpStatus?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.httpStatus = httpStatus ?? httpStatusOf[status];
  }

  /** The google.rpc.Status body; Google leaves `message` out when it is empty. */
  toBody(): { error: { code: number; message?: string; status: GoogleStatus } } {
    const { httpStatus: code, message, status } = this;
    return { error: message ? { code, message, status } : { code, status } };
  }
}

export const invalidArgument = (message: string): ApiError => new ApiError('INVALID_ARGUMENT', message);
export const failedPrecondition = (message: string): ApiError => new ApiError('FAILED_PRECONDITION', message);
export const notFound = (message: string): ApiError => new ApiError('NOT_FOUND', message);
export const permissionDenied = (message: string): ApiError => new ApiError('PERMISSION_DENIED', message);

/** Google's answer to any payload that does not parse as the request message. */
export const invalidPayload = (): ApiError => invalidArgument("Payload isn't valid for request.");
