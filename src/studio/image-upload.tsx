import { useId, useState } from 'react';
import type { TFunction } from '@/i18n/translator';
import { isImageSource } from '@/schema/url-policy';
import type { PublishResult, UploadedImage } from './publish-client';
import { previewImages } from './preview-images';

export type ImageUse = 'picture' | 'favicon';

/** What a picture control needs from the studio: whether someone is signed in, and the upload to the publish service. */
export interface ImageUploader {
  signedIn: boolean;
  upload: (file: File, use: ImageUse) => Promise<PublishResult<UploadedImage>>;
}

type Status = { state: 'idle' } | { state: 'uploading'; file: string } | { state: 'done'; file: string } | { state: 'failed'; message: string };

/** The refusal of an upload, in the operator's language (the service's own words where they carry the numbers). */
function failureText(file: string, result: PublishResult<UploadedImage>, t: TFunction): string {
  if (result.ok) return '';
  const failure = result.failure;
  if (failure.kind === 'signed-out' || failure.kind === 'session-expired') return t('studio_image_sign_in');
  if (failure.kind === 'refused' && failure.code === 'svg-refused') return t('studio_image_svg');
  if (failure.kind === 'refused' && failure.status === 415) return t('studio_image_wrong_type', { file });
  if (failure.kind === 'refused' && failure.status === 413) return t('studio_image_too_big', { file, message: failure.message });
  const message = 'message' in failure ? failure.message : failure.kind;
  return t('studio_image_failed', { file, message });
}

interface Props {
  /** The picture's name in words ("logo", "picture"). */
  name: string;
  /** The picture now (a site path or https address), if any. */
  value: string | undefined;
  use: ImageUse;
  uploader: ImageUploader | undefined;
  /** The uploaded picture's site path, to write into the document. */
  onChange: (url: string) => void;
  t: TFunction;
}

/**
 * One picture of a document (a banner's art, a brand's logo or tab icon): what it is now, and a file upload through
 * the publish service. The service checks the file's type and size; the picture goes live with the next publish.
 */
export function ImageUpload({ name, value, use, uploader, onChange, t }: Props) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const help = useId();
  const accept = use === 'favicon' ? 'image/png,image/x-icon,.ico,image/jpeg,image/webp' : 'image/png,image/jpeg,image/webp';
  const choose = async (file: File | undefined) => {
    if (!file || !uploader) return;
    setStatus({ state: 'uploading', file: file.name });
    const result = await uploader.upload(file, use);
    if (result.ok) {
      onChange(result.value.url);
      setStatus({ state: 'done', file: file.name });
    } else {
      setStatus({ state: 'failed', message: failureText(file.name, result, t) });
    }
  };
  return (
    <div className="studio-image">
      <span className="studio-image__now">
        {value && isImageSource(value) ? <img src={previewImages(value)} alt={t('studio_image_current', { name })} /> : <span className="studio-muted">{t('studio_image_none')}</span>}
      </span>
      <span className="studio-image__pick">
        <label className="studio-button studio-image__button">
          {t('studio_image_choose', { name })}
          <input
            type="file"
            accept={accept}
            disabled={!uploader?.signedIn || status.state === 'uploading'}
            aria-describedby={help}
            onChange={(event) => {
              const input = event.currentTarget;
              void choose(input.files?.[0]).finally(() => {
                input.value = '';
              });
            }}
          />
        </label>
        <small id={help} className="studio-muted">{uploader?.signedIn ? t(use === 'favicon' ? 'studio_image_formats_favicon' : 'studio_image_formats') : t('studio_image_sign_in')}</small>
        {status.state === 'uploading' && <small role="status">{t('studio_image_uploading', { file: status.file })}</small>}
        {status.state === 'done' && <small role="status">{t('studio_image_uploaded', { file: status.file })}</small>}
        {status.state === 'failed' && <small role="alert" className="studio-error">{status.message}</small>}
      </span>
    </div>
  );
}
