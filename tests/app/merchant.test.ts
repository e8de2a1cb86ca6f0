import { describe, expect, it, vi } from 'vitest';
import { chooseMerchant } from '@/app/merchant';
import { merchantForHost, rememberMerchantFromUrl } from '@/page-load/merchant';
import { QA_MERCHANT_KEY } from '@/schema/storage-keys';
import { isEmbeddedPlatform } from '@/api/embedded-platform';
import type { MerchantsDocument } from '@/schema/types';
import { withEmbeddedPlatform } from '../api/platform/use-platform';

const merchants: MerchantsDocument = { kind: 'merchants', schemaVersion: 2, id: 'merchants', default: 'croupier', hosts: { localhost: 'croupier', '127.0.0.1': 'luckystar' }, merchants: ['croupier', 'luckystar'] };

function choice(hostname: string, embedded: boolean) {
  const warn = vi.fn();
  const probe = vi.fn(() => Promise.resolve(embedded));
  return { options: { hostname, storage: sessionStorage, isEmbeddedPlatform: probe, warn }, warn, probe };
}

describe('the merchant of a page load', () => {
  it('is the one merchants.json names for the page\'s host', async () => {
    expect(merchantForHost(merchants, '127.0.0.1')).toBe('luckystar');
    expect(merchantForHost(merchants, 'LOCALHOST')).toBe('croupier');
    expect(await chooseMerchant(merchants, choice('127.0.0.1', false).options)).toBe('luckystar');
  });

  it('is the default for a host merchants.json does not list', async () => {
    const { options, probe } = choice('brand.example', true);
    expect(await chooseMerchant(merchants, options)).toBe('croupier');
    expect(probe).not.toHaveBeenCalled(); // no QA choice, no extra request
  });

  it('is QA\'s ?merchant= choice for this tab on the embedded platform', async () => {
    rememberMerchantFromUrl('?merchant=luckystar&page=1');
    expect(sessionStorage.getItem(QA_MERCHANT_KEY)).toBe('luckystar');
    rememberMerchantFromUrl('?page=2'); // a later URL without it keeps the tab's choice
    expect(await chooseMerchant(merchants, choice('localhost', true).options)).toBe('luckystar');
    expect(sessionStorage.getItem(QA_MERCHANT_KEY)).toBe('luckystar');
  });

  it('refuses ?merchant= off the embedded platform, forgets it and says so', async () => {
    rememberMerchantFromUrl('?merchant=luckystar');
    const { options, warn } = choice('localhost', false);
    expect(await chooseMerchant(merchants, options)).toBe('croupier');
    expect(sessionStorage.getItem(QA_MERCHANT_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[croupier merchant] ?merchant=luckystar refused: the API is not the embedded platform; serving croupier');
  });

  it('refuses a merchant merchants.json does not list, and ignores a value that is no merchant id', async () => {
    rememberMerchantFromUrl('?merchant=%3Cscript%3E');
    expect(sessionStorage.getItem(QA_MERCHANT_KEY)).toBeNull();
    rememberMerchantFromUrl('?merchant=acme');
    const { options, probe } = choice('localhost', true);
    expect(await chooseMerchant(merchants, options)).toBe('croupier');
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('is the API the embedded platform?', () => {
  withEmbeddedPlatform();

  it('yes, when the embedded platform answers its own path', async () => {
    expect(await isEmbeddedPlatform()).toBe(true);
  });

  it('no, for a gateway that has no such path or answers something else', async () => {
    expect(await isEmbeddedPlatform(() => Promise.resolve(new Response('not found', { status: 404 })))).toBe(false);
    expect(await isEmbeddedPlatform(() => Promise.resolve(Response.json({ success: true, value: {} })))).toBe(false);
    expect(await isEmbeddedPlatform(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
