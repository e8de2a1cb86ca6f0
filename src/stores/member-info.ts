import { loadApi } from './lazy-api';
import { useSessionStore } from './session-store';

/** spec §4: a member info call after login sets the after-login state (name, type, labels). */
export async function loadMember(): Promise<void> {
  let info;
  try {
    const api = await loadApi();
    info = await api.getMemberInfo();
  } catch (error) {
    // The header says so quietly, with a retry (a broken link when the API chunk did not load).
    const key: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'messageKey') : undefined;
    useSessionStore.getState().setMemberInfoFailure(typeof key === 'string' ? key : 'err_network');
    throw error;
  }
  useSessionStore.getState().setMember({ id: info.id, account: info.account, nickname: info.nickname, type: info.type, toUpline: info.toUpline, memberLabel: info.memberLabel, rankLevel: info.clubLabel?.rankLevel });
}
