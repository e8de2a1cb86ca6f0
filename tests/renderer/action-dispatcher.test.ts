// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { checkGate, createActionDispatcher, effectiveGate, type ActionHandlers } from '@/renderer/action-dispatcher';
import type { Action, Role } from '@/schema/types';

function setup(role: Role) {
  const handlers = {
    navigate: vi.fn(),
    modal: vi.fn(),
    memberCenter: vi.fn(),
    agentCenter: vi.fn(),
    launchGame: vi.fn(),
    logout: vi.fn(),
    customerService: vi.fn(),
    external: vi.fn(),
    freePlay: vi.fn(),
  } satisfies ActionHandlers;
  const prompts = { askToLogIn: vi.fn(), explainRealAccountNeeded: vi.fn() };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const dispatch = createActionDispatcher(handlers, () => role, prompts);
  const handled = () => Object.entries(handlers).filter(([, fn]) => fn.mock.calls.length > 0).map(([type]) => type);
  return { dispatch, handlers, prompts, warn, handled };
}

const everyAction: Action[] = [
  { type: 'navigate', to: '/promotions' },
  { type: 'modal', modal: 'register' },
  { type: 'memberCenter', page: 'wallet' },
  { type: 'agentCenter', page: 'team' },
  { type: 'launchGame', vendor: 'PG', gameId: '42' },
  { type: 'logout' },
  { type: 'customerService' },
  { type: 'external', url: 'https://help.example.com' },
];

describe('createActionDispatcher', () => {
  it.each(everyAction)('calls the handler of its type with the action ($type)', (action) => {
    const { dispatch, handlers, handled } = setup('player');
    dispatch(action);
    expect(handlers[action.type]).toHaveBeenCalledWith(action);
    expect(handled()).toEqual([action.type]);
  });

  describe('gate "login"', () => {
    const action: Action = { type: 'navigate', to: '/vip', gate: 'login' };

    it('asks a visitor to log in instead of running the action', () => {
      const { dispatch, prompts, handled } = setup('visitor');
      dispatch(action);
      expect(prompts.askToLogIn).toHaveBeenCalledWith(action);
      expect(handled()).toEqual([]);
    });

    it.each(['player', 'agent', 'trial'] as const)('lets a %s through', (role) => {
      const { dispatch, handlers, prompts } = setup(role);
      dispatch(action);
      expect(handlers.navigate).toHaveBeenCalledWith(action);
      expect(prompts.askToLogIn).not.toHaveBeenCalled();
    });
  });

  describe('gate "realAccount"', () => {
    const action: Action = { type: 'modal', modal: 'deposit', gate: 'realAccount' };

    it('asks a visitor to log in', () => {
      const { dispatch, prompts } = setup('visitor');
      dispatch(action);
      expect(prompts.askToLogIn).toHaveBeenCalledWith(action);
      expect(prompts.explainRealAccountNeeded).not.toHaveBeenCalled();
    });

    it('explains to a trial account that a real account is needed', () => {
      const { dispatch, prompts, handled } = setup('trial');
      dispatch(action);
      expect(prompts.explainRealAccountNeeded).toHaveBeenCalledWith(action);
      expect(handled()).toEqual([]);
    });

    it.each(['player', 'agent'] as const)('lets a %s through', (role) => {
      const { dispatch, handlers } = setup(role);
      dispatch(action);
      expect(handlers.modal).toHaveBeenCalledWith(action);
    });
  });

  describe('inherent gates: member centre, agent centre and games need a real account whatever the schema says', () => {
    const inherent: Action[] = [{ type: 'memberCenter' }, { type: 'agentCenter' }, { type: 'launchGame', vendor: 'PG' }, { type: 'launchGame', vendor: 'PG', gate: 'login' }];

    it.each(inherent)('$type: visitor → log in', (action) => {
      const { dispatch, prompts, handled } = setup('visitor');
      dispatch(action);
      expect(prompts.askToLogIn).toHaveBeenCalledWith(action);
      expect(handled()).toEqual([]);
    });

    it.each(inherent)('$type: trial → real account needed', (action) => {
      const { dispatch, prompts, handled } = setup('trial');
      dispatch(action);
      expect(prompts.explainRealAccountNeeded).toHaveBeenCalledWith(action);
      expect(handled()).toEqual([]);
    });

    it.each(inherent)('$type: player passes', (action) => {
      const { dispatch, handled } = setup('player');
      dispatch(action);
      expect(handled()).toEqual([action.type]);
    });

    it('ungated actions run for a visitor', () => {
      const { dispatch, handled } = setup('visitor');
      dispatch({ type: 'customerService' });
      dispatch({ type: 'modal', modal: 'login' });
      expect(handled()).toEqual(['modal', 'customerService']);
    });
  });

  describe('unsafe URLs are refused, whatever the role', () => {
    const unsafe: Action[] = [
      { type: 'external', url: 'javascript:alert(document.cookie)' },
      { type: 'external', url: '//evil.com/phish' },
      { type: 'external', url: 'data:text/html,<script>alert(1)</script>' },
      { type: 'navigate', to: '//evil.com' },
      { type: 'navigate', to: 'https://evil.com' },
    ];

    it.each(unsafe)('refuses %o', (action) => {
      const { dispatch, handled, prompts, warn } = setup('player');
      dispatch(action);
      expect(handled()).toEqual([]);
      expect(prompts.askToLogIn).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(`[croupier actions] refused ${action.type}: URL is not http(s) or a path on this site`);
    });
  });
});

describe('effectiveGate and checkGate', () => {
  it('takes the stronger of the declared and the inherent gate', () => {
    expect(effectiveGate({ type: 'launchGame', vendor: 'PG', gate: 'login' })).toBe('realAccount');
    expect(effectiveGate({ type: 'memberCenter' })).toBe('realAccount');
    expect(effectiveGate({ type: 'navigate', to: '/', gate: 'login' })).toBe('login');
    expect(effectiveGate({ type: 'logout' })).toBeUndefined();
  });

  it('maps role and gate to pass / login / realAccount', () => {
    expect(checkGate(undefined, 'visitor')).toBe('pass');
    expect(checkGate('login', 'visitor')).toBe('login');
    expect(checkGate('realAccount', 'visitor')).toBe('login');
    expect(checkGate('realAccount', 'trial')).toBe('realAccount');
    expect(checkGate('login', 'trial')).toBe('pass');
    expect(checkGate('realAccount', 'agent')).toBe('pass');
  });
});
