import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Markdown } from '@/renderer/form/plain-markdown';

// vite.config.ts gives @rjsf/core this in place of markdown-to-jsx's renderer (the build's bundle check proves the
// form chunk holds no markdown-to-jsx: tests/e2e/bundle-budget.spec.ts).
describe('the form library’s Markdown in the site’s build: the text as written', () => {
  it('shows markdown and HTML as the text they are, creating no element from them', () => {
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'**Bold** <b>tag</b> <img src=x onerror=alert(1)>'}</Markdown>);
    expect(container.textContent).toBe('**Bold** <b>tag</b> <img src=x onerror=alert(1)>');
    expect(container.querySelector('b, strong, img')).toBeNull();
  });

  it('keeps the test id rjsf gives a markdown description', () => {
    render(<Markdown data-testid="markdown">{'Plain words'}</Markdown>);
    expect(screen.getByTestId('markdown')).toHaveTextContent('Plain words');
  });
});
