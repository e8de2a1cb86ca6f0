import { parseAvatar, type Avatar } from './parse/member';
import { parseProfile, parseProfileSettings, type Profile, type ProfileFieldConfig } from './parse/member-centre';
import { call } from './request';

export type { Profile, ProfileFieldConfig } from './parse/member-centre';

/** The profile fields a member may send (each only when `getProfileSettings()` says editable). */
export const PROFILE_FIELDS = ['nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileUpdate = Partial<Record<ProfileField, string>>;

/** GET /wps/member/profile (token, real account). */
export function getProfile(): Promise<Profile> {
  return call({ method: 'GET', path: '/wps/member/profile' }, parseProfile);
}

/** GET /wps/system/setting/profile: field config; with a session, `editable` is what this member may still change. */
export function getProfileSettings(): Promise<Record<string, ProfileFieldConfig>> {
  return call({ method: 'GET', path: '/wps/system/setting/profile' }, parseProfileSettings);
}

/** PUT /wps/member/profile (token, real account): all or nothing; a bad or locked field is `register.field.invalid` on `value.field`. */
export function updateProfile(request: ProfileUpdate): Promise<Profile> {
  return call({ method: 'PUT', path: '/wps/member/profile', body: request }, parseProfile);
}

export type SetAvatarRequest = { avatarType: 'STATIC'; avatar: string } | { avatarType: 'CUSTOM'; /** data URL, PNG or JPEG, at most 5 MB. */ image: string };

/** PUT /wps/member/info/icon (token, real account): a STATIC avatar from getPlayerAvatars(), or an uploaded image (`upload.image.invalid` on `image`). */
export function setAvatar(request: SetAvatarRequest): Promise<Avatar> {
  return call({ method: 'PUT', path: '/wps/member/info/icon', body: request }, parseAvatar);
}
