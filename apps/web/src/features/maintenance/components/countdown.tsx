import { maintenanceText as text } from '../../../lib/i18n/maintenance.ts';
import { useServerNow } from '../hooks/use-server-now.ts';
import { countdownText, timeLeft } from '../utils/countdown.ts';

/** The time left to `endsAt` on the server's clock, 'hh:mm:ss', ticking every second. */
export function Countdown({ endsAt }: { endsAt: string }) {
  const now = useServerNow();
  const left = Date.parse(endsAt) - now;
  const { hours, minutes, seconds } = timeLeft(left);
  return (
    <>
      <span role="timer" aria-label={text.timerLabel(hours, minutes, seconds)} className="mt-countdown num">
        {countdownText(left)}
      </span>
      {left <= 0 ? (
        <span className="mt-finishing" role="status">
          {text.finishing}
        </span>
      ) : null}
    </>
  );
}
