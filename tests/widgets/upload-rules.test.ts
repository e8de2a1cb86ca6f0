// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { memberEn } from '@/i18n/locales/member-en';
import { readImageList, uploadProblem, UPLOAD_MESSAGES, UPLOAD_RULES } from '@/widgets/data-kit/upload-rules';

const MB = 1024 * 1024;
const png = (size = 200 * 1024) => ({ type: 'image/png', size });

function messageFor(problem: keyof typeof UPLOAD_MESSAGES): string {
  const i18n = createI18n('en');
  i18n.addTexts('en', memberEn, { overwrite: false });
  return i18n.t(UPLOAD_MESSAGES[problem]);
}

describe('upload rules (spec §5, §9): png or jpg, 5 MB each, at most 3', () => {
  it('accepts png and jpg up to exactly 5 MB', () => {
    expect(uploadProblem(png(), 0)).toBeUndefined();
    expect(uploadProblem({ type: 'image/jpeg', size: 5 * MB }, 2)).toBeUndefined();
    expect(UPLOAD_RULES).toMatchObject({ maxBytes: 5 * MB, maxFiles: 3 });
  });

  it('refuses a gif, a webp and a pdf, with the translated message', () => {
    for (const type of ['image/gif', 'image/webp', 'application/pdf', '']) expect(uploadProblem({ type, size: 1000 }, 0)).toBe('type');
    expect(messageFor('type')).toBe('Only PNG or JPG images are accepted.');
  });

  it('refuses a 6 MB png (and one byte over 5 MB)', () => {
    expect(uploadProblem(png(6 * MB), 0)).toBe('size');
    expect(uploadProblem(png(5 * MB + 1), 0)).toBe('size');
    expect(messageFor('size')).toBe('This image is larger than 5 MB.');
  });

  it('refuses a fourth image, whatever it is, and honours a smaller limit', () => {
    expect(uploadProblem(png(), 3)).toBe('count');
    expect(uploadProblem({ type: 'image/gif', size: 10 * MB }, 3)).toBe('count');
    expect(uploadProblem(png(), 1, 1)).toBe('count');
    expect(messageFor('count')).toBe('You can add at most 3 images.');
  });

  it('reads the chosen images from the form value (a JSON list), ignoring anything else', () => {
    expect(readImageList('["data:image/png;base64,AA==","data:image/jpeg;base64,AA=="]')).toEqual(['data:image/png;base64,AA==', 'data:image/jpeg;base64,AA==']);
    expect(readImageList('[1, "data:image/png;base64,AA=="]')).toEqual(['data:image/png;base64,AA==']);
    for (const value of [undefined, '', 'not json', '{"a":1}', 42]) expect(readImageList(value)).toEqual([]);
  });
});
