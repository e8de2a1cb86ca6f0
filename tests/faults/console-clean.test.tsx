import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_TEST_NOTICE_HTML } from '../../embedded-platform/platform/notices';
import { sanitizeHtml } from '@/renderer/sanitize-html';
import SchemaForm from '@/renderer/form/schema-form';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedForm } from '@/schema/resolved';
import { contextWith, registerForm } from '../fixtures/schema-context';

/**
 * The e2e suite fails on any console error (tests/e2e/support/test.ts). These are the errors the
 * site itself printed on pages that work: fixed at the source, not allowed.
 */
describe('pages that work print no console errors', () => {
  let errors: { mock: { calls: unknown[][] }; mockRestore: () => void };
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('hostile platform HTML reaches no parser with its event handlers (Chromium logs a CSP violation for each)', () => {
    // What comes out is the e2e suite's to check (content-screens.spec.ts, in Chromium): happy-dom
    // is not a DOM DOMPurify can rely on. Here: what DOMPurify's parser is given.
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    sanitizeHtml(SECURITY_TEST_NOTICE_HTML);
    sanitizeHtml('<p title="x"onclick="a()">Buy one=get one, only=today</p><IMG SRC=x OnError = "b()">');
    const parsed = parse.mock.calls.map((call) => String(call[0]));
    expect(parsed).toHaveLength(2);
    const tags = parsed.flatMap((html) => html.match(/<[a-z][^>]*>/gi) ?? []);
    expect(tags.filter((tag) => /[\s/"']on[a-z]+\s*=/i.test(tag))).toEqual([]);
    // Text that merely looks like a handler stays as written.
    expect(parsed[1]).toContain('>Buy one=get one, only=today</p>');
  });

  it('a form submitted with a missing field shows the message under the field and logs nothing', async () => {
    const { document } = resolveDocument(registerForm(), contextWith(), { documentName: 'forms/register', knownTypes: new Set<string>() });
    const form = document as ResolvedForm;
    const submitted = vi.fn();
    render(
      <SchemaForm form={form} fields={['username']} values={{}} onChange={() => undefined} onSubmit={submitted} t={(key) => key} idPrefix="test">
        <button type="submit">Send</button>
      </SchemaForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  });
});
