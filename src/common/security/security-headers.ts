import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers for the API and the SPA. The CSP allows only our own files (Vite emits no inline
 * script); HSTS and upgrade-insecure-requests are off because Trendjack is served over plain HTTP on
 * intranets, where they would lock browsers out. The OpenAPI page (Swagger UI) needs inline script
 * and style, so /api/docs gets its own, looser policy.
 * helmet decides the headers; they are worked out once here and set in one call per request (helmet's
 * dozen chained middlewares cost a few per cent of a cached list read, npm run bench:load).
 */
export function securityHeaders(): RequestHandler {
  const strict = headersOf({
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
  const docs = headersOf({
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
  return (request, response, next) => {
    response.setHeaders(request.path.startsWith('/api/docs') ? docs : strict);
    next();
  };
}

/**
 * The headers helmet sets with these options, read by running it once on a stand-in response. With
 * these options they depend on nothing in the request (no nonce, no directive worked out per request).
 * @throws Error when helmet does not finish at once, i.e. its headers would depend on the request
 */
function headersOf(options: Parameters<typeof helmet>[0]): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once.');
  return headers;
}
