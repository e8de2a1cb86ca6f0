import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';

/**
 * Opens customer service (spec §2, §6, §8). The window opens synchronously inside the click so
 * pop-up blockers allow it; the link is fetched fresh, and if that fails the window closes again.
 */
export async function openCustomerService(rankLevel: number | undefined): Promise<void> {
  const opened = window.open('about:blank', '_blank');
  try {
    const api = await loadApi();
    const status = await api.getSystemStatus();
    if (!status.info.customerService) throw new Error('no customer service configured');
    const { customerServiceLink } = await import('@/api/customer-service');
    const url = new URL(customerServiceLink(status.info.customerService, rankLevel), window.location.origin).toString();
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch {
    opened?.close();
    void useUiStore.getState().showDialog({ title: 'in_popup_prompt', text: 'cs_unavailable' });
  }
}
