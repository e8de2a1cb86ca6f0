import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from './copy-text';

function CopyIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** How long "Copied" stays on the button. */
const COPIED_MS = 2_500;

/**
 * One value the player types into their bank or wallet app, with its copy button. The button says
 * "Copied" and a status line announces it; when the browser refuses the clipboard, the value is
 * selected on screen and the line says to copy it by hand.
 */
export function CopyRow({ label, shown, spoken, copied: value, strong }: { label: string; shown: string; spoken?: string; copied?: string; strong?: boolean }) {
  const { t } = useTranslation();
  const valueRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    if (await copyText(value ?? shown)) {
      setState('copied');
      return;
    }
    const element = valueRef.current;
    if (element) window.getSelection()?.selectAllChildren(element);
    setState('manual');
  };

  return (
    <div className="pay-row">
      <dt className="pay-row__label">{label}</dt>
      <dd className="pay-row__value">
        {/* `spoken`: what a screen reader says for the shown text (an amount's currency by name, issue 38). */}
        <span ref={valueRef} className={strong ? 'pay-row__text pay-row__text--strong' : 'pay-row__text'} {...(spoken ? { role: 'img', 'aria-label': spoken } : {})}>
          {shown}
        </span>
        <button type="button" className={`pay-copy${state === 'copied' ? ' pay-copy--done' : ''}`} aria-label={t('deposit_pay_copy_value', { label })} onClick={() => void copy()}>
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {t(state === 'copied' ? 'deposit_pay_copied' : 'deposit_pay_copy')}
        </button>
        <span role="status" className={state === 'manual' ? 'pay-row__hint' : 'visually-hidden'}>
          {state === 'copied' ? t('deposit_pay_copied_value', { label }) : state === 'manual' ? t('deposit_pay_copy_manual') : ''}
        </span>
      </dd>
    </div>
  );
}
