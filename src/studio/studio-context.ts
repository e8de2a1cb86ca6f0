import type { ResolveContext } from '@/schema/context';
import type { Role } from '@/schema/types';
import type { Language } from '@/schema/languages';

export const ROLES: readonly Role[] = ['visitor', 'player', 'agent', 'trial'];
export const WIDTHS = [390, 768, 1440] as const;
/** The embedded platform's whitelabel flags and scenarios (embedded-platform/platform/scenarios.ts; a test keeps them equal). */
export const WHITELABEL_FLAGS = ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'USERNAMEREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'DIRECTREG3', 'AGENTPOLICY3', 'MANPLAYREB3', 'CHNGPASSVERIF3'] as const;
export const SCENARIOS = ['default', 'maintenance', 'restricted', 'minimal', 'loginRequired', 'allFlags', 'firebase', 'noDirectRegister', 'noMobileVerification', 'noAgentPolicy', 'hostileContent'] as const;

/** What the preview is rendered for: the resolve context's inputs plus the platform scenario and the frame width. */
export interface StudioContext {
  role: Role;
  lang: Language;
  merchant: string;
  /** Flags the operator switched; the others are the platform's answer. */
  flags: Readonly<Record<string, boolean>>;
  scenario: string;
  width: (typeof WIDTHS)[number];
}

export function resolveContextOf(studio: StudioContext, platform: { flags: Readonly<Record<string, boolean>>; settings: Readonly<Record<string, string | number | boolean>>; resources: readonly string[] }): ResolveContext {
  return { flags: { ...platform.flags, ...studio.flags }, settings: platform.settings, resources: platform.resources, role: studio.role, lang: studio.lang, merchant: studio.merchant };
}
