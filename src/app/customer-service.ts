import { isAllowedUrl } from '@/schema/url-policy';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';

/**
 * Opens customer service (spec §2, §6, §8). The window opens synchronously inside the click so
 * pop-up blockers allow it; the link is fetched fresh, and if that fails the window closes again.
 * The link goes through the URL policy first: a `javascript:` link assigned to the `about:blank`
 * popup would run on this site's origin, so anything but http(s) or a site path is refused like a
 * missing link (popup closed, the translated "customer service unavailable" dialog).
 */
export async function openCustomerService(rankLevel: number | undefined): Promise<void> {
  const opened = window.open('about:blank', '_blank');
  try {
    const api = await loadApi();
    const status = await api.getSystemStatus();
    if (!status.info.customerService) throw new Error('no customer service configured');
    const { customerServiceLink } = await import('@/api/customer-service');
    const link = customerServiceLink(status.info.customerService, rankLevel);
    if (!isAllowedUrl(link)) throw new Error('customer service link refused by the URL policy');
    const url = new URL(link, window.location.origin).toString();
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch {
    opened?.close();
    void useUiStore.getState().showDialog({ title: 'dialog_customer_service', text: 'cs_unavailable' });
  }
}
