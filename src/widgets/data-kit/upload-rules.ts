import { stringList } from '@/renderer/data/data-types';

/** spec §5 and §9 upload rules: png or jpg, 5 MB each, at most 3 images. */
export const UPLOAD_RULES = { maxBytes: 5 * 1024 * 1024, maxFiles: 3, types: ['image/png', 'image/jpeg'] } as const;

export type UploadProblem = 'type' | 'size' | 'count';

/** Why a picked file can't join the ones already chosen, or undefined when it can. */
export function uploadProblem(file: { type: string; size: number }, alreadyChosen: number, maxFiles: number = UPLOAD_RULES.maxFiles): UploadProblem | undefined {
  if (alreadyChosen >= maxFiles) return 'count';
  if (!(UPLOAD_RULES.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_RULES.maxBytes) return 'size';
  return undefined;
}

export const UPLOAD_MESSAGES: Readonly<Record<UploadProblem, string>> = {
  type: 'upload_type',
  size: 'upload_size',
  count: 'upload_count',
};

/** Chosen images travel as one form value: a JSON list of data URLs. */
export const readImageList = stringList;

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
