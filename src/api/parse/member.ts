import { boolean, literal, number, object, optional, string, text, withDefault, type Parsed } from './parsers';

/** spec §3 Member info; session storage keeps account, customerId, isAgent, nickname, toUpline, memberLabel. */
export const parseMemberInfo = object({
  id: text,
  account: string,
  nickname: withDefault(string, ''),
  /** Account type (spec §4): 4 trial; 1, 2, 41, 42 agents. */
  type: number,
  toUpline: withDefault(boolean, false),
  clubLabel: optional(object({ labelName: string, rankLevel: number })),
  memberLabel: optional(text),
});
export type MemberInfo = Parsed<typeof parseMemberInfo>;

/** spec §3 Avatar. */
export const parseAvatar = object({ avatar: withDefault(string, ''), avatarType: withDefault(literal('CUSTOM', 'STATIC'), 'STATIC') });
export type Avatar = Parsed<typeof parseAvatar>;
