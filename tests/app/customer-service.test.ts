import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerService } from '@/api/parse/system';
import { openCustomerService } from '@/app/customer-service';
import { encryptCustomerServicePath } from '../../embedded-platform/platform/customer-service-key';
import { useUiStore, type DialogRequest } from '@/stores/ui-store';

let service: CustomerService | undefined;

// The platform's answer is the one thing that varies: the customer-service links it lists.
vi.mock('@/stores/lazy-api', () => ({
  loadApi: () => Promise.resolve({ getSystemStatus: () => Promise.resolve({ info: { customerService: service } }) }),
}));

function links(...pathList: { type: string; path: string }[]): CustomerService {
  return { version: { pathList: pathList.map((entry) => ({ ...entry, name: 'Customer service' })) } };
}

interface FakePopup {
  location: { href: string };
  close: ReturnType<typeof vi.fn>;
}

let popup: FakePopup;
let showDialog: ReturnType<typeof vi.fn<(request: DialogRequest) => Promise<string>>>;

beforeEach(() => {
  popup = { location: { href: 'about:blank' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  showDialog = vi.fn<(request: DialogRequest) => Promise<string>>(() => Promise.resolve('ok'));
  useUiStore.setState({ showDialog });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openCustomerService (spec §2, §6, §8) through the URL policy', () => {
  it('sends the popup to a site path the platform lists', async () => {
    service = links({ type: '1', path: '/platform-assets/pages/live-chat' });
    await openCustomerService(1);
    expect(popup.location.href).toBe(`${window.location.origin}/platform-assets/pages/live-chat`);
    expect(popup.close).not.toHaveBeenCalled();
    expect(showDialog).not.toHaveBeenCalled();
  });

  it('follows an https customer-service address', async () => {
    service = links({ type: '2', path: 'https://vip.example.com/chat?x=1' });
    await openCustomerService(6);
    expect(popup.location.href).toBe('https://vip.example.com/chat?x=1');
  });

  it.each([
    ['a javascript: link', links({ type: '1', path: 'javascript:window.__xss=1' })],
    ['an encrypted javascript: link', links({ type: '3', path: encryptCustomerServicePath('javascript:alert(document.domain)') })],
    ['a data: link', links({ type: '1', path: 'data:text/html,<script>alert(1)</script>' })],
    ['a protocol-relative link', links({ type: '1', path: '//evil.example/chat' })],
    ['a VIP line with a tab', links({ type: '2', path: '/\t/evil.example/chat' })],
    ['a backslash look-alike', links({ type: '1', path: '/\\evil.example' })],
  ])('refuses %s: closes the popup and says customer service is unavailable', async (_name, given) => {
    service = given;
    await openCustomerService(6);
    expect(popup.location.href).toBe('about:blank');
    expect(popup.close).toHaveBeenCalled();
    expect(showDialog).toHaveBeenCalledWith({ title: 'dialog_customer_service', text: 'cs_unavailable' });
  });

  it('refuses without a popup too (blocked window): the page itself does not go there', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    service = links({ type: '1', path: 'javascript:window.__xss=1' });
    await openCustomerService(1);
    expect(assign).not.toHaveBeenCalled();
    expect(showDialog).toHaveBeenCalledWith({ title: 'dialog_customer_service', text: 'cs_unavailable' });
  });
});
