// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrivalMemberCentrePage } from '@/page-load/centres';

describe("the member centre page whose data boot starts with the frame's (a player arriving on ?memberCentre=)", () => {
  it('names the page the URL asks for, and the default page for a name that is none', () => {
    expect(arrivalMemberCentrePage('?memberCentre=transferFund', 'player')).toBe('screens/member/transferFund');
    expect(arrivalMemberCentrePage('?page=PG&memberCentre=depositv2', 'player')).toBe('screens/member/depositv2');
    expect(arrivalMemberCentrePage('?memberCentre=..%2Fsecret', 'player')).toBe('screens/member/securityCenter');
  });

  it("names none for the agent centre, another tab's role, or a URL without a centre", () => {
    expect(arrivalMemberCentrePage('?agentCentre=agentTeamOverview', 'agent')).toBeUndefined();
    expect(arrivalMemberCentrePage('?memberCentre=transferFund', 'trial')).toBeUndefined();
    expect(arrivalMemberCentrePage('?memberCentre=transferFund', 'agent')).toBeUndefined();
    expect(arrivalMemberCentrePage('?memberCentre=transferFund', 'visitor')).toBeUndefined();
    expect(arrivalMemberCentrePage('?page=PG', 'player')).toBeUndefined();
  });
});
