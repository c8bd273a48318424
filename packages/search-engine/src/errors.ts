/** An error that maps to an HTTP status and a Typesense-style `{"message": ...}` body. */
export class ApiError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.status = status
    this.name = 'ApiError'
  }
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, message)
}

export function notFound(message: string): ApiError {
  return new ApiError(404, message)
}
