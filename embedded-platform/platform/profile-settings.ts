import type { MemberAccount, MemberProfile } from './accounts';
import type { Scenario } from './scenarios';

export const PROFILE_FIELDS = ['nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

export interface ProfileFieldRule {
  enabled: boolean;
  required: boolean;
  editable: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
}

type BaseRule = Omit<ProfileFieldRule, 'editable'> & { /** Editable only while empty (fullName, nationality: fixed once set). */ once?: boolean };

const BASE_RULES: Record<ProfileFieldName, BaseRule> = {
  nickname: { enabled: true, required: true, minLength: 2, maxLength: 20 },
  fullName: { enabled: true, required: false, acceptedPattern: "^[A-Za-z][A-Za-z .'-]*$", minLength: 2, maxLength: 50, once: true },
  telegram: { enabled: true, required: false, acceptedPattern: '^@?[A-Za-z0-9_]{5,32}$', maxLength: 33 },
  zalo: { enabled: true, required: false, acceptedPattern: '^[0-9]{9,11}$', minLength: 9, maxLength: 11 },
  birthday: { enabled: true, required: false, acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 },
  address: { enabled: true, required: false, maxLength: 120 },
  nationality: { enabled: true, required: false, acceptedPattern: '^[A-Za-z ]+$', maxLength: 40, once: true },
  occupation: { enabled: true, required: false, maxLength: 60 },
  sourceOfIncome: { enabled: true, required: false, maxLength: 60 },
};

export function profileValue(member: MemberAccount, field: ProfileFieldName): string {
  return field === 'nickname' ? member.nickname : member.profile[field];
}

/** The profile field config; with a member, `editable` says what that member may still change. */
export function profileSettings(scenario: Scenario, member?: MemberAccount): Record<ProfileFieldName, ProfileFieldRule> {
  const entries = PROFILE_FIELDS.map((field) => {
    const { once, ...rule } = BASE_RULES[field];
    // The minimal scenario has no Zalo field.
    const enabled = field === 'zalo' && scenario.name === 'minimal' ? false : rule.enabled;
    const editable = enabled && !(once && member && profileValue(member, field) !== '');
    return [field, { ...rule, enabled, editable }] as const;
  });
  return Object.fromEntries(entries) as Record<ProfileFieldName, ProfileFieldRule>;
}

function isPastDate(value: string, now: number): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value && time < now;
}

/** Whether a value passes its field rule ('' clears an optional field). */
export function acceptsProfileValue(rule: ProfileFieldRule, field: ProfileFieldName, value: string, now: number): boolean {
  if (value === '') return !rule.required;
  if (rule.minLength !== undefined && value.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  if (rule.acceptedPattern !== undefined && !new RegExp(rule.acceptedPattern).test(value)) return false;
  return field !== 'birthday' || isPastDate(value, now);
}

export function setProfileValue(member: MemberAccount, field: ProfileFieldName, value: string): void {
  if (field === 'nickname') member.nickname = value;
  else member.profile[field satisfies keyof MemberProfile] = value;
}
