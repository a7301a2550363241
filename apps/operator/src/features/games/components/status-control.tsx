import { GAME_STATUSES, type GameStatus } from '@app/domain';
import { t } from '../../../lib/i18n.ts';

type StatusControlProps = { name: string; status: GameStatus; message: string | null; onPick: (status: GameStatus) => void };

/**
 * Đang hoạt động / Bảo trì / Ẩn as three toggle buttons, the one in force pressed, and the maintenance
 * message under them. Picking another one asks first (the page's dialog); "Bảo trì" when in force opens
 * the dialog again to change the message.
 */
export function StatusControl({ name, status, message, onPick }: StatusControlProps) {
  return (
    <div className="status-control">
      <div role="group" aria-label={t.games.statusGroup(name)} className="segmented">
        {GAME_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            className={`segmented__option segmented__option--${option}`}
            aria-pressed={option === status}
            onClick={() => {
              if (option !== status || option === 'maintenance') onPick(option);
            }}
          >
            {t.gameStatus[option]}
          </button>
        ))}
      </div>
      {status === 'maintenance' && message ? <span className="status-control__message">{message}</span> : null}
    </div>
  );
}
