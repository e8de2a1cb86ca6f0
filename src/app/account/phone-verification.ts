import { useMemo } from 'react';
import type { PhoneAuthService } from '@/api/phone-auth';
import { loadApi } from '@/stores/lazy-api';
import { usePlatformStore } from '@/stores/platform-store';

/** A code the service texted: which number it went to and the session to confirm it in. */
export interface PhoneCodeSession {
  phoneNumber: string;
  sessionInfo: string;
}

/** The register fields a confirmed code adds (spec §3), in place of the platform's SMS code. */
export interface PhoneVerificationFields {
  firebaseChannel: string;
  firebaseIdToken: string;
}

/** The third-party phone verification the platform configured (settings.firebaseApiKey / firebaseAuthUrl), if any. */
export function usePhoneAuthService(): PhoneAuthService | undefined {
  const apiKey = usePlatformStore((s) => s.settings['firebaseApiKey']);
  const baseUrl = usePlatformStore((s) => s.settings['firebaseAuthUrl']);
  return useMemo(() => (typeof apiKey === 'string' && apiKey !== '' && typeof baseUrl === 'string' && baseUrl !== '' ? { apiKey, baseUrl } : undefined), [apiKey, baseUrl]);
}

/** Texts a code to +<country code><number> through the service. */
export async function sendVerificationText(service: PhoneAuthService, countryDialingCode: string, mobileNum: string): Promise<PhoneCodeSession> {
  const api = await loadApi();
  const phoneNumber = api.internationalNumber(countryDialingCode, mobileNum);
  return { phoneNumber, sessionInfo: await api.sendPhoneCode(service, phoneNumber) };
}

/**
 * spec §4 register flow "optionally verify SMS via third-party phone auth": the typed code is
 * confirmed with the service for the number on the form. No code sent to this number, or a wrong
 * one, rejects with the service's message; the platform then checks the ID token itself.
 */
export async function confirmVerificationText(service: PhoneAuthService, session: PhoneCodeSession | undefined, values: Record<string, string>): Promise<PhoneVerificationFields> {
  const api = await loadApi();
  const phoneNumber = api.internationalNumber(values['countryDialingCode'] ?? '', values['mobileNum'] ?? '');
  // Failures blame the code field, as the platform's own `value.field` does.
  const blameCode = { field: 'verificationCode' };
  // A code for another number (changed after sending) or none at all can't verify this one.
  if (!session || session.phoneNumber !== phoneNumber) throw new api.ApiError({ errorCode: 'phone-auth.NO_CODE_SENT', messageKey: 'err_sms_code_invalid', status: 0, value: blameCode });
  const verified = await api.confirmPhoneCode(service, session.sessionInfo, values['verificationCode'] ?? '').catch((error: unknown) => {
    throw api.isApiError(error) && error.errorCode.startsWith('phone-auth.') ? new api.ApiError({ errorCode: error.errorCode, messageKey: error.messageKey, status: error.status, value: blameCode, cause: error }) : error;
  });
  return { firebaseChannel: api.PHONE_AUTH_CHANNEL, firebaseIdToken: verified.idToken };
}
