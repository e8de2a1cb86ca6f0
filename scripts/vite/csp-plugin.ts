import type { Plugin } from 'vite';

/**
 * Production builds run under a Content-Security-Policy without 'unsafe-eval' (security baseline):
 * nothing in the app may evaluate strings as code. Dev keeps Vite's inline HMR preamble working.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  const apiOrigin = process.env['VITE_API_BASE_URL'] ? new URL(process.env['VITE_API_BASE_URL']).origin : '';
  const schemaOrigin = process.env['VITE_SCHEMA_BASE_URL']?.startsWith('http') ? new URL(process.env['VITE_SCHEMA_BASE_URL']).origin : '';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "frame-src 'self' https:",
    `connect-src 'self' ${apiOrigin} ${schemaOrigin}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    name: 'croupier-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}
