import { formatMoney, type SlotDefinition, type SlotSpinResult } from '@app/domain';
import { recallText as text } from '../../../lib/i18n/play.ts';
import { symbolNamer } from '../utils/engines.ts';

/** The cells a spin's line wins run over, as "row:reel" (each line's first `count` reels along it). */
function winningCells(def: SlotDefinition, spin: SlotSpinResult): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = def.paylines[win.line - 1] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => cells.add(`${row}:${reel}`));
  }
  return cells;
}

/** One spin: the 3 × 5 screen by symbol names (winning cells marked), then what it paid. */
export function SlotScreen({ def, spin, caption }: { def: SlotDefinition; spin: SlotSpinResult; caption?: string }) {
  const name = symbolNamer(def);
  const lit = winningCells(def, spin);
  const scatter = def.symbols.find((s) => s.kind === 'scatter');
  return (
    <div className="slot-screen">
      <table className="slot-screen__grid">
        <caption>{caption ?? text.screen}</caption>
        <thead>
          <tr>
            <td className="slot-screen__corner" />
            {spin.grid[0]?.map((_, reel) => (
              <th key={reel} scope="col">
                {text.reel(reel + 1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spin.grid.map((row, r) => (
            <tr key={r}>
              <th scope="row">{text.row(r + 1)}</th>
              {row.map((id, reel) => (
                <td key={reel} className={lit.has(`${r}:${reel}`) ? 'is-win' : undefined}>
                  {name(id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="slot-screen__wins-title">{text.lineWins}</h4>
      {spin.lineWins.length === 0 && spin.scatterWin === 0 ? (
        <p className="slot-screen__none">{text.noLineWin}</p>
      ) : (
        <ul className="slot-screen__wins">
          {spin.lineWins.map((w) => (
            <li key={w.line}>
              <span>{text.lineWin(w.line, name(w.symbol), w.count)}</span>
              <span className="num">{formatMoney(w.win)}</span>
            </li>
          ))}
          {spin.scatterWin > 0 && scatter ? (
            <li>
              <span>{text.scatterWin(scatter.name, spin.scatterCount)}</span>
              <span className="num">{formatMoney(spin.scatterWin)}</span>
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
