/** The one error type of the services: an HTTP status and a pt-BR sentence for the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);
