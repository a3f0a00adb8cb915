import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type ConnectionDrain = {
  /**
   * From now on every response ends its connection: responses still being prepared and requests
   * arriving on connections already open get `Connection: close`, and connections left idle are
   * closed as soon as their last response is sent. Call it right before closing the server.
   */
  start: () => void;
  /** Ends every connection now, with the requests still in flight on them (their clients see a reset). */
  cut: () => void;
};

/**
 * Lets a closing HTTP server finish in-flight requests without waiting for keep-alive clients.
 * `server.close()` stops accepting connections and waits for the open ones to end; a keep-alive
 * connection whose response went out after the close began would otherwise hold the shutdown up
 * until its idle timeout. Install it at start-up: it has to see requests as they arrive.
 */
export function trackConnectionsForDrain(server: Server): ConnectionDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const closeAfterResponse = (response: ServerResponse) => {
    if (!response.headersSent) {
      response.setHeader('connection', 'close');
    }
    // A response streamed before the drain began keeps its connection open: close it once idle.
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };

  // Prepended so the header is set before any handler (Express) can send the response.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      closeAfterResponse(response);
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return {
    start: () => {
      draining = true;
      for (const response of inFlight) {
        closeAfterResponse(response);
      }
      server.closeIdleConnections();
    },
    cut: () => {
      draining = true;
      server.closeAllConnections();
    },
  };
}
