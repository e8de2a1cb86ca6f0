import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, HttpResponse } from 'msw';
import { createHandlers } from '../handlers';
import type { Envelope } from '../handlers/envelope';
import { createPlatform, type Platform, type PlatformOptions } from '../platform/platform';
import { toFetchRequest, writeFetchResponse } from './node-fetch-bridge';

export interface PlatformServerOptions extends PlatformOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Serve an existing platform's state instead of a fresh one. */
  platform?: Platform;
}

export interface PlatformServer {
  url: string;
  port: number;
  platform: Platform;
  close(): Promise<void>;
}

function envelopeResponse(status: number, errorCode: string, message: string): Response {
  return HttpResponse.json({ success: false, value: null, errorCode, message } satisfies Envelope, { status });
}

/**
 * Lets a Vite page on another loopback port call the platform directly (VITE_API_BASE_URL);
 * through the dev proxy everything is same-origin and this never matters.
 */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-headers': 'Merchant, Language, Device, Authorization, X-Gateway-Version, Encryption, X-Platform-Scenario, Content-Type',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    vary: 'Origin',
  };
}

/** The embedded platform over real HTTP: each request goes through the same msw handlers as the tests. */
export async function startPlatformServer(options: PlatformServerOptions = {}): Promise<PlatformServer> {
  const platform = options.platform ?? createPlatform(options);
  const handlers = createHandlers(platform);
  const host = options.host ?? '127.0.0.1';

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const cors = corsHeaders(incoming);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    let response: Response;
    try {
      const request = await toFetchRequest(incoming, `http://${incoming.headers.host ?? host}`);
      response = (await getResponse(handlers, request)) ?? envelopeResponse(404, 'not.found', `No platform call at ${incoming.method ?? 'GET'} ${incoming.url ?? '/'}`);
    } catch (error) {
      // A handler bug must not kill the server; the client sees the platform's "system busy".
      console.error('[platform] handler failed:', error);
      response = envelopeResponse(500, '#727', 'System busy, please try again later');
    }
    await writeFetchResponse(response, outgoing, cors);
  }

  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing).catch((error: unknown) => {
      console.error('[platform] could not answer:', error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    platform,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
