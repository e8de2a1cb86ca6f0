import { changePassword, getMemberIcon, getMemberInfo, getPlayerAvatars } from '@/api/member';
import { getProfile, getProfileSettings, setAvatar, updateProfile } from '@/api/profile';
import { getRegisterSettings } from '@/api/system';
import { defineCommand, defineQuery, factsOnly, none, params, required, rowsOnly, secret, text } from './define';

/** The editable profile fields (spec §3). */
const PROFILE_FIELDS = ['nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;

/** The member: who they are, their profile and avatar, their password, the register form's rules. */
export const memberQueries = {
  memberInfo: defineQuery({
    description: 'The member: account, nickname, VIP level (spec §3 member info).',
    params: none,
    fields: ['account', 'nickname', 'labelName', 'rankLevel', 'memberLabel'],
    run: async () => {
      const member = await getMemberInfo();
      return factsOnly({ account: member.account, nickname: member.nickname, labelName: member.clubLabel?.labelName ?? '', rankLevel: member.clubLabel?.rankLevel ?? 0, memberLabel: member.memberLabel ?? '' });
    },
  }),
  profile: defineQuery({
    description: 'Profile fields of spec §3 with the phone and email binding status.',
    params: none,
    fields: ['account', 'nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'email', 'emailBound', 'mobileNum', 'mobileBound'],
    run: async () => factsOnly(await getProfile()),
  }),
  profileSettings: defineQuery({
    description: "The server's field config for the profile (enabled, required, editable, rule).",
    params: none,
    fields: ['field', 'enabled', 'required', 'editable', 'acceptedPattern', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await getProfileSettings();
      return rowsOnly(Object.entries(settings).map(([field, config]) => ({ field, ...config })));
    },
  }),
  memberAvatar: defineQuery({
    description: "The member's avatar (spec §3 avatar, avatarType).",
    params: none,
    fields: ['avatar', 'avatarType'],
    run: async () => factsOnly(await getMemberIcon()),
  }),
  avatarChoices: defineQuery({
    description: 'The STATIC avatars a player can choose (MCSFE_getPlayerAvatar).',
    params: none,
    fields: ['avatar', 'avatarType'],
    run: async () => rowsOnly(await getPlayerAvatars()),
  }),
  registerSettings: defineQuery({
    description: "The register form's server field config (spec §5), as rows for an action form.",
    params: none,
    fields: ['field', 'enabled', 'required', 'acceptedPattern', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await getRegisterSettings();
      return rowsOnly(Object.entries(settings).map(([field, config]) => ({ field, ...config })));
    },
  }),
};

export const memberCommands = {
  updateProfile: defineCommand({
    description: 'Saves the editable profile fields.',
    params: params({ nickname: text, fullName: text, telegram: text, zalo: text, birthday: text, address: text, nationality: text, occupation: text, sourceOfIncome: text }),
    run: async (input) => {
      const update: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
      for (const field of PROFILE_FIELDS) {
        // '' too: a field the member emptied is saved empty.
        const value = input.value(field);
        if (typeof value === 'string') update[field] = value;
      }
      return updateProfile(update);
    },
  }),
  setAvatar: defineCommand({
    description: 'Chooses a STATIC avatar or uploads a CUSTOM one (png or jpg, 5 MB).',
    params: params({ avatar: text, image: { type: 'string', description: 'JSON list with one data URL' } }),
    run: async (input) => {
      const [image] = input.list('image');
      if (image) return setAvatar({ avatarType: 'CUSTOM', image });
      return setAvatar({ avatarType: 'STATIC', avatar: required(input.text('avatar'), 'avatar') });
    },
  }),
  changePassword: defineCommand({
    description: 'The voluntary password change (encrypted); the member logs in again afterwards.',
    params: params({ oldPassword: secret, newPassword: secret, confirmNewPassword: secret }),
    secrets: ['oldPassword', 'newPassword', 'confirmNewPassword'],
    run: async (input) =>
      changePassword({
        oldPassword: required(input.text('oldPassword'), 'oldPassword'),
        newPassword: required(input.text('newPassword'), 'newPassword'),
        confirmNewPassword: required(input.text('confirmNewPassword'), 'confirmNewPassword'),
      }),
  }),
};
