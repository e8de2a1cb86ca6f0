import { describe, expect, it } from 'vitest';
import { rememberScenarioFromUrl } from '@/page-load/visitor';

describe('per-tab platform scenario', () => {
  it('keeps ?scenario=NAME in this tab\'s session storage', () => {
    rememberScenarioFromUrl('?scenario=maintenance');
    expect(sessionStorage.getItem('platformScenario')).toBe('maintenance');
  });

  it('keeps the earlier choice when a later URL has no scenario', () => {
    rememberScenarioFromUrl('?scenario=restricted');
    rememberScenarioFromUrl('?page=PG');
    expect(sessionStorage.getItem('platformScenario')).toBe('restricted');
  });

  it('ignores a value that is not a scenario name', () => {
    rememberScenarioFromUrl('?scenario=%3Cscript%3E');
    expect(sessionStorage.getItem('platformScenario')).toBeNull();
  });
});
