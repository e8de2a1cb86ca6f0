import { parseActivity, type Activity } from './parse/member-centre';
import { array } from './parse/parsers';
import { call } from './request';

export { ACTIVITY_STATUSES } from './parse/member-centre';
export type { Activity, ActivityStatus } from './parse/member-centre';

/** GET /wps/activity/list (token, real account): activities with this member's spec §4 status and age limit. */
export function getActivities(): Promise<Activity[]> {
  return call({ method: 'GET', path: '/wps/activity/list' }, array(parseActivity));
}

export interface ApplyActivityRequest {
  activityId: number;
  /** At most 140 characters. */
  comment?: string;
  /** At most 3 data URLs, PNG or JPEG, at most 5 MB each. */
  images?: string[];
  ageConfirmed: boolean;
  agreeTerms: boolean;
}

/** POST /wps/activity/apply (token, real account): the activity then reads `applying`; violations are `request_param_err` on `value.field`. */
export function applyActivity(request: ApplyActivityRequest): Promise<Activity> {
  return call({ method: 'POST', path: '/wps/activity/apply', body: request }, parseActivity);
}
