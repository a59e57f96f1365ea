import { request as httpRequest } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * Sends `method path` exactly as given: browsers and Playwright's request API normalise paths
 * first (`/%2e%2e/` becomes `/`), so hostile paths need a plain HTTP client.
 */
export function rawRequest(baseURL: string, method: string, path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
