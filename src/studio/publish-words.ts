import type { TFunction } from '@/i18n/translator';
import type { FileStatus, OperatorRole, PublishFailure } from './publish-client';

/** A failure in the operator's words (the panel's alerts). */
export function failureText(failure: PublishFailure, t: TFunction): string {
  switch (failure.kind) {
    case 'unreachable':
      return t('studio_error_unreachable');
    case 'session-expired':
    case 'signed-out':
      return t('studio_error_expired');
    case 'bad-credentials':
      return t('studio_error_credentials');
    case 'locked':
      return t('studio_error_locked');
    case 'forbidden':
      return t('studio_publish_forbidden', { message: failure.message });
    case 'no-change':
      return t('studio_publish_no_change');
    case 'conflict':
      return t('studio_conflict_title');
    case 'not-your-draft':
      return t('studio_draft_not_yours', { message: failure.message });
    case 'checks-failed':
      return t('studio_publish_refused');
    case 'malformed':
      return t('studio_error_malformed', { message: failure.message });
    case 'refused':
      return t('studio_error_other', { message: failure.message });
  }
}

export function roleText(role: OperatorRole, t: TFunction): string {
  return t(role === 'publisher' ? 'studio_role_publisher' : 'studio_role_editor');
}

export function statusText(status: FileStatus, t: TFunction): string {
  return t(status === 'added' ? 'studio_status_added' : status === 'deleted' ? 'studio_status_deleted' : 'studio_status_modified');
}

/** What a file is, in words, where its path does not say it to an operator (the copy files): "the texts in TY". */
export function fileNote(path: string, t: TFunction): string | undefined {
  const copy = /(?:^|\/)i18n\/([a-z]{2})\.json$/.exec(path);
  return copy?.[1] ? t('studio_file_copy', { lang: copy[1].toUpperCase() }) : undefined;
}

/** A date and time as the operator reads it, in the studio's language. */
export function whenText(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'ty' ? 'fil-PH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
