/**
 * A JSON call to the test app that the test needs to succeed (it fails unless the answer is 2xx),
 * answering the parsed body (null for an empty one). `baseUrl` is read at each call: test apps start
 * in beforeAll, after the spec builds this.
 */
export function okJsonApi(baseUrl: () => string) {
  return async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}
