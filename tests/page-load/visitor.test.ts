import { describe, expect, it } from 'vitest';
import { onlyCampaignTags, rememberScenarioFromUrl } from '@/page-load/visitor';

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

describe('a campaign link keeps the first paint\'s calls', () => {
  it('takes no query string, or one of campaign tags only, as the page the calls were noted for', () => {
    expect(onlyCampaignTags('')).toBe(true);
    expect(onlyCampaignTags('?utm_source=facebook&utm_medium=cpc&utm_campaign=dec-reload')).toBe(true);
    expect(onlyCampaignTags('?gclid=EAIaIQobChMI')).toBe(true);
    expect(onlyCampaignTags('?fbclid=IwAR2x&utm_content=banner')).toBe(true);
  });

  it('takes any other parameter as one a page query may read', () => {
    expect(onlyCampaignTags('?scenario=maintenance')).toBe(false);
    expect(onlyCampaignTags('?utm_source=mail&page=2')).toBe(false);
    expect(onlyCampaignTags('?merchant=luckystar&gclid=x')).toBe(false);
    expect(onlyCampaignTags('?utm_source')).toBe(false);
    expect(onlyCampaignTags('?xutm_source=a')).toBe(false);
  });
});
