import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ResolveContext } from '@/schema/context';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useAgentStore } from '@/stores/agent-store';

/** The resolve context of this page: platform flags and settings, the session's role, the language. */
export function useResolveContext(merchant: string): ResolveContext {
  const flags = usePlatformStore((s) => s.flags);
  const platformSettings = usePlatformStore((s) => s.settings);
  const contracts = useAgentStore((s) => s.contracts);
  // An agent's contract flags act as settings for the agent-centre menu (`{"setting": "dividendContract"}`).
  const settings = useMemo(() => ({ ...platformSettings, ...contracts }), [platformSettings, contracts]);
  const resources = usePlatformStore((s) => s.resources);
  const role = useSessionStore((s) => s.role);
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => ({ flags, settings, resources, role, lang, merchant }), [flags, settings, resources, role, lang, merchant]);
}
