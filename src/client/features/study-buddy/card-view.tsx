import { clozeAnswer, clozeQuestion } from '../../../shared/study-buddy/cloze';
import type { CardKind, Occlusion, OcclusionBox } from '../../../shared/study-buddy/study';
import { pictureQuestion } from '../../../shared/study-buddy/occlusion';
import { ReadingText } from '../../components/reading-text';
import { PictureCardView } from './picture-card-view';

interface CardFace {
  kind: CardKind;
  front: string;
  back: string;
  occlusion?: Occlusion | null;
}

/**
 * What a card shows: the question, and with `revealed` the answer (a cloze card with every gap filled; a picture
 * card's question says where its box is, never what is under it).
 */
export function cardText(card: CardFace, revealed: boolean) {
  if (card.kind === 'picture' && card.occlusion) {
    return { question: pictureQuestion(card.occlusion.box), answer: revealed ? card.back : '' };
  }
  if (card.kind === 'cloze') {
    const whole = revealed ? clozeAnswer(card.front) : clozeQuestion(card.front);
    return { question: whole, answer: revealed ? card.back : '' };
  }
  return { question: card.front, answer: revealed ? card.back : '' };
}

/** A card's sides in the person's reading mode; line breaks kept. */
export function CardSides({
  card,
  revealed = true,
  large = false,
  beside = [],
}: {
  card: CardFace;
  revealed?: boolean;
  large?: boolean;
  /** A picture card's other boxes on the same picture. */
  beside?: readonly OcclusionBox[];
}) {
  const { question, answer } = cardText(card, revealed);
  const size = large ? 'text-xl' : '';
  return (
    <div className={`space-y-2 whitespace-pre-line ${size}`}>
      {card.kind === 'picture' && card.occlusion && (
        <PictureCardView
          occlusion={card.occlusion}
          words={card.front}
          beside={beside}
          revealed={revealed}
          answer={card.back}
          small={!large}
        />
      )}
      <p>
        <ReadingText text={question} />
      </p>
      {answer && (
        <p className="border-t border-control pt-2">
          <ReadingText text={answer} />
        </p>
      )}
    </div>
  );
}
