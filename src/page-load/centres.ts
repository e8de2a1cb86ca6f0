/**
 * The centres a URL opens (`?memberCentre=depositv2`, `?agentCentre=agentTeamOverview`): their URL keys and the
 * documents they show, shared by the centres themselves (app/centres), the inline script, which starts a centre a
 * member arrives on before the site's code has run, and the build's first paints of the member centre's pages.
 */
export const CENTRES = {
  memberCentre: { modal: 'memberCenter', menu: 'menus/member-center', screens: 'screens/member', title: 'mc_title', defaultPage: 'securityCenter' },
  agentCentre: { modal: 'agentCenter', menu: 'menus/agent-center', screens: 'screens/agent', title: 'ac_title', defaultPage: 'agentTeamOverview' },
} as const;

export type CentreKey = keyof typeof CENTRES;

/** A centre page's name as a URL may give it: a document name, never a path. */
const PAGE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The centre and page a URL's query opens on arrival (the member centre's first), or null. A page that is no document
 * name comes back empty: the centre opens its default page.
 */
export function centreInSearch(search: string): { key: CentreKey; page: string } | null {
  const query = new URLSearchParams(search);
  for (const key of ['memberCentre', 'agentCentre'] as const) {
    const page = query.get(key);
    if (page) return { key, page: PAGE_NAME.test(page) ? page : '' };
  }
  return null;
}

/**
 * The first paint of a member centre page a member arrives on (`first-paint.ts`), by its "route": the centre's URL key
 * and the page (`memberCentre/depositv2`). Only the member centre has them: the agent centre's menu is the agent's
 * contracts' to decide, which no first paint knows.
 */
export const centreFirstPaintRoute = (page: string): string => `memberCentre/${page}`;

/**
 * The member centre page a player's tab arriving on this URL query opens, as its document's name (the default page's
 * for a name that is none, as the centre then opens it), or undefined: none for the agent centre (the agent's
 * contracts decide its menu), nor for a trial account's or an agent's tab (their centre is not a player's). Boot starts
 * that page's data with the frame's (app/boot.ts).
 */
export function arrivalMemberCentrePage(search: string, role: string): string | undefined {
  const asked = centreInSearch(search);
  if (!asked || asked.key !== 'memberCentre' || role !== 'player') return undefined;
  const { screens, defaultPage } = CENTRES.memberCentre;
  return `${screens}/${asked.page || defaultPage}`;
}
