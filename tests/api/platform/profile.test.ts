import { describe, expect, it } from 'vitest';
import { getMemberIcon, getPlayerAvatars, getProfile, getProfileSettings, setAvatar, updateProfile } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { imageDataUrl, loginAs, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

withEmbeddedPlatform();

describe('profile and avatar', () => {
  it('getProfile: every field as text, with the phone and email binding', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const profile = await getProfile();
    expect(profile).toMatchObject({ account: 'player01', fullName: 'Juan Dela Cruz', zalo: '', mobileNum: '9171234567', mobileBound: true, emailBound: true, birthday: '1990-05-17' });
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getProfile())).messageKey).toBe('err_need_real_account');
  });

  it('getProfileSettings: nine fields; fullName locked once set; zalo off in minimal', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const settings = await getProfileSettings();
    expect(Object.keys(settings).sort()).toEqual(['address', 'birthday', 'fullName', 'nationality', 'nickname', 'occupation', 'sourceOfIncome', 'telegram', 'zalo']);
    expect(settings['nickname']).toMatchObject({ enabled: true, required: true, editable: true });
    expect(settings['fullName']).toMatchObject({ enabled: true, editable: false });
    expect(settings['birthday']?.editable).toBe(true);
    expect(settings['telegram']?.editable).toBe(true);
    // fresh01 has not given a full name yet (vip01 has: its payout account is in that name).
    await loginAs(DEMO_ACCOUNTS.firstLogin);
    expect((await getProfileSettings())['fullName']?.editable).toBe(true);
    selectScenario('minimal');
    expect((await getProfileSettings())['zalo']).toMatchObject({ enabled: false, editable: false });
  });

  it('updateProfile: saves editable fields; a locked or invalid field is refused on that field and nothing changes', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const updated = await updateProfile({ nickname: 'Juan', telegram: '@juan_dc', birthday: '1991-02-03' });
    expect(updated).toMatchObject({ nickname: 'Juan', telegram: '@juan_dc', birthday: '1991-02-03' });
    expect(await getProfile()).toMatchObject({ nickname: 'Juan', telegram: '@juan_dc' });
    const locked = await rejection(updateProfile({ nickname: 'Other', fullName: 'Pedro Penduko' }));
    expect(locked).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'fullName' } });
    expect((await getProfile()).nickname).toBe('Juan');
    expect((await rejection(updateProfile({ birthday: '1991-02-30' }))).value).toEqual({ field: 'birthday' });
    expect((await rejection(updateProfile({ telegram: 'x' }))).value).toEqual({ field: 'telegram' });
    expect((await rejection(updateProfile({ nickname: '' }))).value).toEqual({ field: 'nickname' });
    await loginAs(DEMO_ACCOUNTS.firstLogin);
    await expect(updateProfile({ fullName: 'Maria Clara' })).resolves.toMatchObject({ fullName: 'Maria Clara' });
    expect((await getProfileSettings())['fullName']?.editable).toBe(false);
  });

  it('setAvatar: a STATIC one from the list, or a CUSTOM png/jpg of at most 5 MB', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const [, second] = await getPlayerAvatars();
    if (!second) throw new Error('no avatars');
    await expect(setAvatar({ avatarType: 'STATIC', avatar: second.avatar })).resolves.toEqual({ avatarType: 'STATIC', avatar: second.avatar });
    expect((await rejection(setAvatar({ avatarType: 'STATIC', avatar: '/elsewhere.png' }))).value).toEqual({ field: 'avatar' });
    const image = imageDataUrl(10_000, 'jpeg');
    await expect(setAvatar({ avatarType: 'CUSTOM', image })).resolves.toEqual({ avatarType: 'CUSTOM', avatar: image });
    expect(await getMemberIcon()).toEqual({ avatarType: 'CUSTOM', avatar: image });
    for (const bad of [imageDataUrl(6 * 1024 * 1024), imageDataUrl(100, 'gif')]) {
      expect(await rejection(setAvatar({ avatarType: 'CUSTOM', image: bad }))).toMatchObject({ errorCode: 'upload.image.invalid', value: { field: 'image' } });
    }
  });
});
