// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ResolveContext } from '@/schema/context';
import type { FormDocument, MenuDocument } from '@/schema/types';
import { hideFor, merchantView, moveFor, newOverride } from '@/studio/merchant-overrides';
import { flatten, outlineOf, type OutlineNode } from '@/studio/outline-model';
import { annotateOutline, conditionWords } from '@/studio/outline-states';
import { studioTranslator } from '@/studio/studio-texts';

const t = studioTranslator('en').t;
const register = JSON.parse(readFileSync('schemas/forms/register.json', 'utf8')) as FormDocument;
const headerNav = JSON.parse(readFileSync('schemas/menus/header-nav.json', 'utf8')) as MenuDocument;
/** The embedded platform's default scenario: username and mobile registration (with a password), SMS verification. */
const context: ResolveContext = {
  flags: { MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true, USERNAMEREG3: true },
  settings: {},
  role: 'visitor',
  merchant: 'luckystar',
  lang: 'en',
  resources: [],
  fieldConfig: { qqNum: { enabled: false }, mobileNum: { enabled: false }, verificationCode: { enabled: true } },
};
const titles: Record<string, string> = { mobileNum: 'Mobile number', payeeName: 'Payee name' };
const rows = (nodes: readonly OutlineNode[]) => new Map(flatten(nodes).map(({ node }) => [`${node.kind}:${node.id}${node.kind === 'fieldRef' ? `@${node.pointer.split('/')[2]}` : ''}`, node]));

describe('the outline shows what the resolved document shows, and says why in words', () => {
  it('puts conditions in words', () => {
    expect(conditionWords({ flag: 'REGMOBVERF3' }, t)).toBe('SMS verification is on');
    expect(conditionWords({ all: [{ flag: 'MOBILENUMREG3' }, { not: { flag: 'MOBILENUMPASSREG3' } }] }, t)).toBe('mobile-number registration is on and a password on mobile registration is off');
    expect(conditionWords({ role: ['player', 'agent'] }, t)).toBe('the account is: player / agent');
    expect(conditionWords({ auth: false }, t)).toBe('the visitor is not signed in');
  });

  it('greys the register form\'s tabs and fields the site leaves out for the chosen flags and settings, with the reason', () => {
    const marked = rows(annotateOutline(outlineOf(register, () => undefined), register, context, t, { titleOf: (id) => titles[id] ?? id }));
    expect(marked.get('tab:tab-mobile-code-only')).toMatchObject({ greyed: true, reason: 'only when mobile-number registration is on and a password on mobile registration is off' });
    expect(marked.get('tab:tab-username')).toMatchObject({ greyed: false, reason: 'only when mobile-number registration is on and username registration is on' });
    expect(marked.get('field:qqNum')).toMatchObject({ greyed: true, reason: 'turned off in the platform’s registration settings' });
    expect(marked.get('field:username')?.greyed).toBeUndefined();
    // The mobile number is off in the settings but the mobile tab needs it; in the username tab it is not shown.
    expect(marked.get('field:mobileNum')).toMatchObject({ greyed: false, reason: 'only in the tab that needs it' });
    expect(marked.get('fieldRef:mobileNum@0')).toMatchObject({ greyed: true, reason: 'not shown in this tab' });
    expect(marked.get('fieldRef:mobileNum@1')?.greyed).toBeUndefined();
    // A hidden tab's fields are greyed with it.
    expect(marked.get('fieldRef:payeeName@2')).toMatchObject({ greyed: true, reason: 'inside an entry that is not shown' });

    // With SMS verification off (flags and the settings it turns off), the code field goes and says so.
    const noSms = rows(annotateOutline(outlineOf(register, () => undefined), register, { ...context, fieldConfig: { ...context.fieldConfig, verificationCode: { enabled: false } } }, t));
    expect(noSms.get('field:verificationCode')).toMatchObject({ greyed: true, reason: 'turned off in the platform’s registration settings' });
  });

  it('greys what the chosen merchant hides, and names each of its changes', () => {
    const override = moveFor(hideFor(newOverride('luckystar', 'forms/register'), 'payeeName'), 'email', { before: 'username' });
    const view = merchantView(register, override);
    const marked = rows(annotateOutline(outlineOf(view.document, () => undefined), view.document, context, t, { merchant: { merchant: 'luckystar', hidden: view.hidden, changes: view.changes } }));
    expect(marked.get('field:payeeName')).toMatchObject({ greyed: true, reason: 'hidden for this merchant', merchantHidden: true, overrides: ['hidden for luckystar'] });
    expect(marked.get('fieldRef:payeeName@0')).toMatchObject({ greyed: true, reason: 'hidden for this merchant' });
    expect(marked.get('field:email')).toMatchObject({ overrides: ['moved for luckystar'] });
    expect(flatten(outlineOf(view.document, () => undefined)).find(({ node }) => node.kind === 'field')?.node.id).toBe('email');
  });

  it('greys a menu item whose condition fails for the chosen role', () => {
    const menu: MenuDocument = { ...headerNav, items: [...headerNav.items, { id: 'vip-lounge', label: 'nav_home', when: { role: 'player' }, action: { type: 'navigate', to: '/' } }] };
    const visitor = rows(annotateOutline(outlineOf(menu, () => undefined), menu, context, t));
    expect(visitor.get('item:vip-lounge')).toMatchObject({ greyed: true, reason: 'only when the account is: player' });
    const player = rows(annotateOutline(outlineOf(menu, () => undefined), menu, { ...context, role: 'player' }, t));
    expect(player.get('item:vip-lounge')).toMatchObject({ greyed: false, reason: 'only when the account is: player' });
  });
});
