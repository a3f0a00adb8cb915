// The one error body every /api endpoint answers with.
export type ApiErrorBody = { statusCode: number; message: string };

export type HealthResponse = { status: 'ok' | 'degraded'; database: 'up' | 'down' };
