import type { ReactNode } from 'react';

interface PlainMarkdownProps {
  children?: ReactNode;
  /** markdown-to-jsx's parsing options: there is nothing to parse here. */
  options?: unknown;
  'data-testid'?: string;
}

/**
 * What @rjsf/core's `Markdown` is in the site's build: the text as text (vite.config.ts points `markdown-to-jsx/react`
 * here). rjsf renders markdown only where a uiSchema asks for it (`ui:enableMarkdownInDescription`,
 * `ui:enableMarkdownInHelp`) and in its own messages for fields a form document cannot declare (a file, an unsupported
 * schema, a broken object field). The site's field template draws a field's help itself, in the member's words, and
 * no description (`templates.tsx`), so none of those paths is taken; markdown-to-jsx was 122 KB of the form chunk
 * (36 KB gzip of 86) that every form, the deposit and the login among them, downloaded and evaluated for nothing.
 * React escapes the text, so a description holding HTML shows it as written, as markdown-to-jsx with rjsf's
 * `disableParsingRawHTML` did.
 */
export function Markdown({ children, 'data-testid': testId }: PlainMarkdownProps) {
  return <span data-testid={testId}>{children}</span>;
}

export default Markdown;
