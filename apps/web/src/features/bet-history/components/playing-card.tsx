import { tableRecallText as text } from '../../../lib/i18n/recall.ts';
import { cardFace } from '../utils/cards.ts';

/** A card face in SVG as the table draws it (rank in the corners, the suit in the middle), named for screen readers: "K cơ". */
export function PlayingCard({ card }: { card: number }) {
  const face = cardFace(card);
  return (
    <svg className={`recall-card${face.red ? ' recall-card--red' : ''}`} viewBox="0 0 60 84" width="45" height="63" role="img" aria-label={text.cardName(face.rank, face.suit)}>
      <rect x="1" y="1" width="58" height="82" rx="6" className="recall-card__paper" />
      <text x="6" y="17" fontSize="15" fontWeight="700">
        {face.rank}
      </text>
      <text x="6" y="31" fontSize="13">
        {face.symbol}
      </text>
      <text x="30" y="60" fontSize="30" textAnchor="middle">
        {face.symbol}
      </text>
      <text x="54" y="78" fontSize="15" fontWeight="700" textAnchor="end">
        {face.rank}
      </text>
    </svg>
  );
}
