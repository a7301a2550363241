import type { GameCatalogue, GameProviderView } from '@app/contract';
import { walletDisplayName, type GameStatus } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { StatusControl } from './status-control.tsx';

type ProviderTableProps = { catalogue: GameCatalogue; onPick: (provider: GameProviderView, status: GameStatus) => void };

/** Every provider, hidden ones included: the game account its money sits in, how many games it has, its status. */
export function ProviderTable({ catalogue, onPick }: ProviderTableProps) {
  const c = t.games.columns;
  const countOf = (code: string) => catalogue.games.filter((g) => g.provider === code).length;
  return (
    <section className="panel" aria-labelledby="providers-heading">
      <h2 id="providers-heading" className="panel__title">
        {t.games.providers}
      </h2>
      <p className="hint panel__body">{t.games.providersHint}</p>
      <div className="table-scroll">
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{c.provider}</th>
              <th scope="col">{c.wallet}</th>
              <th scope="col" className="table__amount">
                {c.count}
              </th>
              <th scope="col">{c.status}</th>
            </tr>
          </thead>
          <tbody>
            {catalogue.providers.map((p) => (
              <tr key={p.code}>
                <th scope="row">
                  <span className="cell__main">{p.name}</span>
                  {p.code === p.name ? null : <span className="cell__sub mono muted">{p.code}</span>}
                </th>
                <td>{walletDisplayName(p.walletKey)}</td>
                <td className="table__amount num">{countOf(p.code)}</td>
                <td>
                  <StatusControl name={p.name} status={p.status} message={p.message} onPick={(status) => onPick(p, status)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
