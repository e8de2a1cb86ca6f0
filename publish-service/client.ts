/**
 * What the service believes about who is asking and how: the client's address, whether the request came over https,
 * and whether it named one of the service's own host names. The socket says it all, unless the request came from a
 * reverse proxy the operator declared (`PUBLISH_TRUSTED_PROXIES`): only then are its `X-Forwarded-For` and
 * `X-Forwarded-Proto` believed. Anyone else can write those headers.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** `::ffff:127.0.0.1` is 127.0.0.1. */
function plainAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed.toLowerCase();
}

function fromTrustedProxy(request: IncomingMessage, trustedProxies: readonly string[]): boolean {
  const peer = plainAddress(request.socket.remoteAddress ?? '');
  return trustedProxies.some((proxy) => plainAddress(proxy) === peer);
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The client's address: the socket's, or behind trusted proxies the last `X-Forwarded-For` address that is not one
 * of them (the one the nearest trusted proxy saw; what the client wrote itself further left is not believed).
 */
export function clientAddress(request: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = plainAddress(request.socket.remoteAddress ?? 'unknown');
  if (!fromTrustedProxy(request, trustedProxies)) return peer;
  const hops = headerText(request.headers['x-forwarded-for']).split(',').map(plainAddress).filter((hop) => hop !== '');
  const trusted = new Set(trustedProxies.map(plainAddress));
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? '';
    if (!trusted.has(hop)) return isIP(hop) ? hop : peer;
  }
  return peer;
}

/** Whether the browser's request was https: TLS on this socket, or a trusted proxy's `X-Forwarded-Proto: https`. */
export function cameOverHttps(request: IncomingMessage, trustedProxies: readonly string[]): boolean {
  if ((request.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!fromTrustedProxy(request, trustedProxies)) return false;
  // The nearest proxy's word is the last one.
  const proto = headerText(request.headers['x-forwarded-proto']).split(',').map((value) => value.trim().toLowerCase()).filter(Boolean).at(-1);
  return proto === 'https';
}

/** The `Host` header's name (lowercase, IPv6 in brackets) and port, or undefined when it is not a host. */
export function parseHost(host: string | undefined): { name: string; port: string } | undefined {
  if (!host) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!match?.[1]) return undefined;
  return { name: match[1].toLowerCase(), port: match[2] ?? '' };
}

/**
 * Whether the request names one of the service's host names (`PUBLISH_ALLOWED_HOSTS`: `name` for any port,
 * `name:port` for that port). A page on an attacker's domain that resolves to this machine (DNS rebinding) sends
 * its own name, which is not one of them.
 */
export function hostAllowed(host: string | undefined, allowedHosts: readonly string[]): boolean {
  const parsed = parseHost(host);
  if (!parsed) return false;
  return allowedHosts.some((allowed) => {
    const entry = parseHost(allowed);
    return entry !== undefined && entry.name === parsed.name && (entry.port === '' || entry.port === parsed.port);
  });
}
