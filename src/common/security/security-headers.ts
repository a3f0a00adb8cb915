import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers for the API and the SPA. The CSP allows only our own files (Vite emits no inline
 * script); HSTS and upgrade-insecure-requests are off because Trendjack is served over plain HTTP on
 * intranets, where they would lock browsers out. The OpenAPI page (Swagger UI) needs inline script
 * and style, so /api/docs gets its own, looser policy.
 */
export function securityHeaders(): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const docs = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return (request, response, next) =>
    request.path.startsWith('/api/docs') ? docs(request, response, next) : strict(request, response, next);
}
