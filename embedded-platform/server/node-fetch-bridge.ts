import type { IncomingMessage, ServerResponse } from 'node:http';

/** node:http request → Fetch Request, keeping repeated headers (a doubled Merchant must be seen). */
export async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) {
    const name = incoming.rawHeaders[i];
    const value = incoming.rawHeaders[i + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) });
}

export async function writeFetchResponse(response: Response, outgoing: ServerResponse, extraHeaders: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  // The length is recomputed below; header names are lower-cased because a Headers polyfill
  // (happy-dom in tests) may keep their case, and two spellings would be two Content-Length lines.
  response.headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (key !== 'content-length' && key !== 'transfer-encoding') headers[key] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, { ...headers, 'content-length': String(body.length) });
  outgoing.end(body);
}
