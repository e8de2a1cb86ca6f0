import { anyObject, boolean, map, object, optional, string, text, withDefault, type Parser } from './parsers';

export interface UserInfo {
  userName: string;
  nickname: string | undefined;
  /** Account type (spec §4): 4 trial; 1, 2, 41, 42 agents; others players. */
  type: number | undefined;
  /** Every field the platform sent, for screens that show more of the profile. */
  fields: Readonly<Record<string, unknown>>;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  userInfo: UserInfo;
  captcha: boolean;
}

const parseUserInfo: Parser<UserInfo> = map(anyObject, (fields, path) => {
  const known = object({ userName: string, nickname: optional(string), type: optional(text) })(fields, path);
  const type = known.type === undefined ? undefined : Number(known.type);
  return { userName: known.userName, nickname: known.nickname, type: Number.isFinite(type) ? type : undefined, fields };
});

export const parseLoginResult: Parser<LoginResult> = object({
  token: string,
  firstTimeLogin: withDefault(boolean, false),
  passwordExpired: withDefault(boolean, false),
  userInfo: parseUserInfo,
  captcha: withDefault(boolean, false),
});
