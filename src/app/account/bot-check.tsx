import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BotChallenge, GeetestFields } from '@/api/bot-check';
import { loadApi } from '@/stores/lazy-api';
import { failureOf } from './api-failure';
import './bot-check.css';

interface BotCheckProps {
  /** A drop the platform accepted: the geetest fields for the register call. */
  onPassed: (fields: GeetestFields) => void;
  /** The visitor gave up; the form stays as typed. */
  onCancel: () => void;
}

type Phase = 'loading' | 'ready' | 'checking' | 'passed' | 'failed-load';

/**
 * The bot check of the register flow (spec §4), a geetest-like slider puzzle: the piece moves along
 * its row with a range input (pointer or arrow keys) and is checked on release (pointer up, Enter).
 * A wrong drop shows the spec §8 message and a fresh puzzle; a right one resolves the geetest fields.
 */
export function BotCheck({ onPassed, onCancel }: BotCheckProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [challenge, setChallenge] = useState<BotChallenge | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const slider = useRef<HTMLInputElement>(null);
  /** The piece moved since the last check: one check per drop, however many release events fire. */
  const moved = useRef(false);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setPhase('loading');
    setX(0);
    moved.current = false;
    try {
      const api = await loadApi();
      const next = await api.getBotChallenge();
      if (!alive.current) return;
      setChallenge(next);
      setPhase('ready');
    } catch (error) {
      if (!alive.current) return;
      setMessage(failureOf(error, t).text);
      setPhase('failed-load');
    }
  }, [t]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (phase === 'ready') slider.current?.focus();
  }, [phase, challenge]);

  const check = async () => {
    if (!challenge || phase !== 'ready' || !moved.current) return;
    moved.current = false;
    setPhase('checking');
    try {
      const api = await loadApi();
      const fields = await api.verifyBotChallenge(challenge.challenge, x);
      if (!alive.current) return;
      setMessage(undefined);
      setPhase('passed');
      onPassed(fields);
    } catch (error) {
      if (!alive.current) return;
      // The platform spends a challenge on every drop: a wrong one gets a fresh puzzle.
      setMessage(failureOf(error, t).text);
      await load();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void check();
    }
  };

  const max = challenge ? challenge.width - challenge.pieceSize : 0;
  return (
    <section className="bot-check" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={hintId} aria-busy={phase === 'loading' || phase === 'checking'}>
      <h3 id={titleId} className="bot-check__title">
        {t('bot_check_title')}
      </h3>
      <p id={hintId} className="bot-check__hint">
        {t('bot_check_hint')}
      </p>
      {challenge && phase !== 'failed-load' ? (
        <div className="bot-check__stage" style={{ width: challenge.width, height: challenge.height }}>
          <img className="bot-check__image" src={challenge.image} alt={t('bot_check_image_alt')} width={challenge.width} height={challenge.height} draggable={false} />
          <img className="bot-check__piece" src={challenge.piece} alt="" aria-hidden="true" width={challenge.pieceSize} height={challenge.pieceSize} draggable={false} style={{ left: x, top: challenge.pieceY }} />
        </div>
      ) : (
        phase === 'loading' && <div className="bot-check__stage bot-check__stage--loading">{t('bot_check_loading')}</div>
      )}
      {challenge && phase !== 'failed-load' && (
        <input
          ref={slider}
          className="bot-check__slider"
          type="range"
          min={0}
          max={max}
          step={1}
          value={x}
          style={{ width: challenge.width }}
          aria-label={t('bot_check_slider')}
          aria-valuetext={t('bot_check_position', { x, max })}
          disabled={phase !== 'ready'}
          onChange={(event) => {
            moved.current = true;
            setX(Number(event.target.value));
          }}
          onPointerUp={() => void check()}
          onMouseUp={() => void check()}
          onTouchEnd={() => void check()}
          onKeyDown={onKeyDown}
        />
      )}
      <p className="bot-check__status" role="status">
        {phase === 'checking' ? t('bot_check_checking') : phase === 'passed' ? t('bot_check_passed') : ''}
      </p>
      {message && (
        <p className="account-message" role="alert">
          {message}
        </p>
      )}
      <div className="bot-check__actions">
        <button type="button" className="button button--secondary" onClick={() => void load()} disabled={phase === 'loading' || phase === 'checking'}>
          {t('bot_check_refresh')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('bot_check_cancel')}
        </button>
      </div>
    </section>
  );
}
