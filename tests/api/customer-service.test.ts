import { describe, expect, it } from 'vitest';
import { customerServiceLink, decryptServicePath } from '@/api/customer-service';
import type { CustomerService } from '@/api/system';
import { encryptCustomerServicePath } from '../../embedded-platform/platform/customer-service-key';

const service: CustomerService = {
  version: {
    pathList: [
      { type: '1', name: 'Live chat', path: '/pages/live-chat' },
      { type: '2', name: 'VIP line', path: '/pages/vip-line' },
      { type: '3', name: 'Customer service', path: encryptCustomerServicePath('/pages/customer-service?secure=1') },
    ],
  },
};

describe('customer service link (spec §3, §6)', () => {
  it('decrypts a type 3 link with crypto-js', () => {
    expect(decryptServicePath(encryptCustomerServicePath('/pages/x'))).toBe('/pages/x');
  });

  it('gives VIP players (rank level above 4) the VIP line', () => {
    expect(customerServiceLink(service, 5)).toBe('/pages/vip-line');
  });

  it('gives everyone else live chat through the decrypted type 3 link', () => {
    expect(customerServiceLink(service, 4)).toBe('/pages/customer-service?secure=1');
    expect(customerServiceLink(service, undefined)).toBe('/pages/customer-service?secure=1');
  });

  it('falls back to the plain live chat link when there is no encrypted one', () => {
    const plain: CustomerService = { version: { pathList: service.version.pathList.filter((entry) => entry.type !== '3') } };
    expect(customerServiceLink(plain, 1)).toBe('/pages/live-chat');
  });
});
