import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { IconArrowRight, IconCheck, IconRefresh } from '../../../components/ui/icons.tsx';
import { useElementWidth } from '../../../hooks/use-element-width.ts';
import { t } from '../../../lib/i18n.ts';
import { nextCaptchaRound, useCaptchaPuzzle } from '../api/init-captcha.ts';
import { useVerifyCaptcha } from '../api/verify-captcha.ts';
import { proofOfWorkQueryOptions, useProofOfWork } from '../api/verify-proof-of-work.ts';
import './captcha.css';

export type CaptchaPass = { pass: string; x: number };

type Phase = 'idle' | 'dragging' | 'verifying' | 'failed' | 'passed';
/** A point of the drag path: [x in image pixels, pointer y in track pixels, ms since the drag began]. */
type PathPoint = [number, number, number];
type Drag = { startX: number; startOffset: number; startedAt: number; points: PathPoint[]; keyboard: boolean };

const HANDLE_SIZE = 48;
const FAIL_PAUSE_MS = 900;
const PASS_PAUSE_MS = 350;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** z of the verify call: hex SHA-256 of the JSON of the drag path. */
function pathDigest(points: PathPoint[]): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(points))));
}

/**
 * D6 slider captcha. The proof of work starts as soon as the puzzle arrives; the member drags the
 * piece (mouse, touch or arrow keys) and on release the position is checked once. A miss shakes,
 * says so, and brings a new puzzle.
 */
export function SliderCaptcha({ onPass }: { onPass: (result: CaptchaPass) => void }) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(nextCaptchaRound);
  const puzzle = useCaptchaPuzzle(round);
  const data = puzzle.data;
  useProofOfWork(data?.pow);
  const verify = useVerifyCaptcha();

  const stageRef = useRef<HTMLDivElement>(null);
  const displayedWidth = useElementWidth(stageRef);
  const [offset, setOffset] = useState(0);
  const offsetRef = useRef(0);
  const drag = useRef<Drag | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [pieceNatural, setPieceNatural] = useState<number | null>(null);

  const scale = data && displayedWidth ? displayedWidth / data.width : 0;
  const pieceWidth = (pieceNatural ?? data?.pieceSize ?? 0) * scale;
  const maxOffset = Math.max(0, displayedWidth - Math.max(pieceWidth, HANDLE_SIZE));
  const busy = phase === 'verifying' || phase === 'passed';
  const ready = Boolean(data) && scale > 0 && !busy;

  function moveTo(next: number) {
    const clamped = Math.min(maxOffset, Math.max(0, next));
    offsetRef.current = clamped;
    setOffset(clamped);
    return clamped;
  }

  function newPuzzle() {
    drag.current = null;
    moveTo(0);
    setPieceNatural(null);
    setPhase('idle');
    setRound(nextCaptchaRound());
  }

  function record(session: Drag, y: number) {
    session.points.push([
      Math.round(offsetRef.current / (scale || 1)),
      Math.round(y),
      Math.round(performance.now() - session.startedAt),
    ]);
  }

  function begin(startX: number, keyboard: boolean): Drag {
    const session: Drag = { startX, startOffset: offsetRef.current, startedAt: performance.now(), points: [], keyboard };
    drag.current = session;
    setPhase('dragging');
    setMessage(null);
    return session;
  }

  async function finish() {
    const session = drag.current;
    drag.current = null;
    const finalOffset = offsetRef.current;
    if (!data || !session || finalOffset <= 0 || !scale) {
      moveTo(0);
      setPhase('idle');
      return;
    }
    setPhase('verifying');
    const x = round2((finalOffset * data.width) / displayedWidth);
    try {
      await queryClient.fetchQuery(proofOfWorkQueryOptions(data.pow));
      const answer = await verify.mutateAsync({
        token: data.token,
        x,
        y: data.y,
        z: pathDigest(session.points),
        t: Math.round(performance.now() - session.startedAt),
      });
      setPhase('passed');
      setMessage(t.captcha.passed);
      setTimeout(() => onPass({ pass: answer.pass, x }), PASS_PAUSE_MS);
    } catch {
      setPhase('failed');
      setMessage(t.captcha.failed);
      setTimeout(newPuzzle, FAIL_PAUSE_MS);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!ready || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const session = begin(event.clientX, false);
    record(session, event.clientY - event.currentTarget.getBoundingClientRect().top);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const session = drag.current;
    if (!session || session.keyboard) return;
    moveTo(session.startOffset + event.clientX - session.startX);
    record(session, event.clientY - event.currentTarget.getBoundingClientRect().top);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const session = drag.current;
    if (!session || session.keyboard) return;
    record(session, event.clientY - event.currentTarget.getBoundingClientRect().top);
    void finish();
  }

  function onPointerCancel() {
    drag.current = null;
    moveTo(0);
    setPhase('idle');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!ready) return;
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, number> = {
      ArrowRight: offsetRef.current + step,
      ArrowUp: offsetRef.current + step,
      ArrowLeft: offsetRef.current - step,
      ArrowDown: offsetRef.current - step,
      PageUp: offsetRef.current + step * 10,
      PageDown: offsetRef.current - step * 10,
      Home: 0,
      End: maxOffset,
    };
    if (event.key in moves) {
      event.preventDefault();
      const session = drag.current ?? begin(0, true);
      moveTo(moves[event.key] ?? 0);
      record(session, HANDLE_SIZE / 2);
    } else if ((event.key === 'Enter' || event.key === ' ') && drag.current?.keyboard) {
      event.preventDefault();
      void finish();
    }
  }

  const aspect = data ? `${data.width} / ${data.height}` : '2 / 1';
  const status =
    message ?? (phase === 'verifying' ? t.captcha.verifying : puzzle.isError ? t.captcha.loadFailed : null);

  return (
    <div className="captcha">
      <p className="captcha__prompt" id="captcha-prompt">
        {t.captcha.prompt}
      </p>
      <div
        ref={stageRef}
        className={`captcha__stage${phase === 'failed' ? ' is-failed' : ''}${phase === 'passed' ? ' is-passed' : ''}`}
        style={{ aspectRatio: aspect }}
      >
        {data ? (
          <>
            <img
              className="captcha__background"
              src={data.background}
              width={data.width}
              height={data.height}
              alt={t.captcha.puzzleAlt}
              draggable={false}
            />
            <img
              className="captcha__piece"
              src={data.piece}
              alt={t.captcha.pieceAlt}
              draggable={false}
              onLoad={(e) => setPieceNatural(e.currentTarget.naturalWidth)}
              style={{ left: offset, top: data.y * scale, width: pieceWidth || undefined }}
            />
          </>
        ) : (
          <div className="captcha__skeleton" role="status">
            {puzzle.isError ? null : <span className="spinner" aria-hidden="true" />}
            <span className={puzzle.isError ? '' : 'visually-hidden'}>
              {puzzle.isError ? t.captcha.loadFailed : t.captcha.loading}
            </span>
          </div>
        )}
      </div>

      <div className={`captcha__track${phase === 'dragging' || offset > 0 ? ' is-dragging' : ''}`}>
        <div className="captcha__fill" style={{ width: offset + HANDLE_SIZE / 2 }} aria-hidden="true" />
        <span className="captcha__track-text" aria-hidden="true">
          {t.captcha.prompt}
        </span>
        <div
          className="captcha__handle"
          role="slider"
          tabIndex={0}
          data-autofocus
          aria-label={t.captcha.prompt}
          aria-describedby="captcha-hint"
          aria-valuemin={0}
          aria-valuemax={Math.round(maxOffset)}
          aria-valuenow={Math.round(offset)}
          aria-disabled={!ready}
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          {phase === 'passed' ? <IconCheck size={22} /> : <IconArrowRight size={22} />}
        </div>
      </div>

      <div className="captcha__footer">
        <p
          className={`captcha__status${phase === 'failed' || puzzle.isError ? ' is-bad' : ''}${phase === 'passed' ? ' is-ok' : ''}`}
          role="status"
        >
          {status}
        </p>
        <button type="button" className="btn btn--quiet captcha__refresh" onClick={newPuzzle} disabled={busy}>
          <IconRefresh size={18} />
          {t.captcha.refresh}
        </button>
      </div>
      <p id="captcha-hint" className="captcha__hint">
        {t.captcha.keyboardHint}
      </p>
    </div>
  );
}
