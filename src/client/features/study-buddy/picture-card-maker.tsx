import type { ClipboardEvent, KeyboardEvent, PointerEvent } from 'react';
import { useId, useRef, useState } from 'react';
import type { PictureInfo } from '../../../shared/pictures';
import { PICTURE_ALT_MAX, pictureAddress } from '../../../shared/pictures';
import type { Deck, OcclusionBox } from '../../../shared/study-buddy/study';
import { CARD_SIDE_MAX, OCCLUSION_BOX_MIN, OCCLUSION_BOXES_MAX } from '../../../shared/study-buddy/study';
import { boxBetween, boxReadout, fitBox, moveBox, resizeBox } from '../../../shared/study-buddy/occlusion';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { pastedPicture, PictureFileInputs } from '../../components/picture-file-inputs';
import { uploadPicture } from '../../components/picture-picker';
import { YourPictures } from '../../components/your-pictures';
import { ApiRequestError, FALLBACK } from '../../lib/api';
import { focusWhenShown } from '../../lib/focus-when-shown';
import { newId } from '../../lib/offline/new-id';
import { runMutation } from '../../lib/run-mutation';
import { boxStyle } from './picture-card-view';
import { useStudyActions } from './use-study';

interface Part {
  key: string;
  box: OcclusionBox;
  name: string;
}

/** How far one arrow key moves or sizes a box: a fiftieth of the picture. */
const STEP = 0.02;
/** Where a box added by keyboard starts: near the middle, each new one a little further on so none hides another. */
const startBox = (count: number): OcclusionBox =>
  fitBox({ x: 0.35 + (count % 5) * 0.05, y: 0.4 + (count % 5) * 0.05, w: 0.25, h: 0.15 });

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : FALLBACK);

/**
 * Picture cards (image occlusion; docs/product.md#study-buddy, decision 178): a picture, boxes over the parts to
 * learn, a name for each; each box becomes a card. Boxes are drawn by dragging across the picture, or added,
 * moved and sized by keyboard with their place read out; every step has a control that works by keyboard.
 */
export function PictureCardMaker({ deck, onSaid }: { deck: Deck; onSaid: (words: string) => void }) {
  const id = useId();
  const { addCards } = useStudyActions();
  const [picture, setPicture] = useState<PictureInfo | null>(null);
  const [words, setWords] = useState('');
  const [parts, setParts] = useState<Part[]>([]);
  const [hideAll, setHideAll] = useState(false);
  const [draft, setDraft] = useState<OcclusionBox | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const drag = useRef<
    | { kind: 'draw'; from: { x: number; y: number } }
    | { kind: 'move'; key: string; from: { x: number; y: number }; box: OcclusionBox }
    | null
  >(null);

  const boxId = (key: string) => `${id}-box-${key}`;
  const nameId = (key: string) => `${id}-name-${key}`;
  const label = (index: number) => `Box ${index + 1}`;

  function choose(chosen: PictureInfo) {
    setPicture(chosen);
    setParts([]);
    setMessage(null);
    setSaid('Picture chosen. Now put a box over each part to learn.');
    focusWhenShown(`${id}-words`);
  }

  async function upload(file: Blob | undefined) {
    if (!file || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      choose(await uploadPicture(file));
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  function paste(event: ClipboardEvent<HTMLElement>) {
    const file = pastedPicture(event);
    if (file) void upload(file);
  }

  function addPart(box: OcclusionBox, focus: 'box' | 'name') {
    if (parts.length >= OCCLUSION_BOXES_MAX) {
      setMessage({ tone: 'error', text: `A picture can have at most ${OCCLUSION_BOXES_MAX} boxes.` });
      return;
    }
    const key = newId();
    setParts((all) => [...all, { key, box, name: '' }]);
    setMessage(null);
    setSaid(
      `${label(parts.length)} added: ${boxReadout(box)}.${focus === 'box' ? ' Arrow keys move it, Shift and arrow keys size it, Enter names it.' : ' Write its name.'}`,
    );
    focusWhenShown(focus === 'box' ? boxId(key) : nameId(key));
  }

  const change = (key: string, update: Partial<Part>) =>
    setParts((all) => all.map((part) => (part.key === key ? { ...part, ...update } : part)));

  function remove(index: number) {
    const next = parts[index + 1] ?? parts[index - 1];
    setParts((all) => all.filter((_, i) => i !== index));
    setSaid(`${label(index)} removed.`);
    if (next) focusWhenShown(nameId(next.key));
    else focusWhenShown(`${id}-add`);
  }

  function boxKeys(event: KeyboardEvent<HTMLButtonElement>, part: Part, index: number) {
    if (event.key === 'Enter') {
      event.preventDefault();
      document.getElementById(nameId(part.key))?.focus();
      return;
    }
    if (event.key === 'Delete') {
      event.preventDefault();
      remove(index);
      return;
    }
    const step = KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const [dx, dy] = step;
    const box = event.shiftKey ? resizeBox(part.box, dx, dy) : moveBox(part.box, dx, dy);
    change(part.key, { box });
    setSaid(`${label(index)}: ${boxReadout(box)}.`);
  }

  /** Where the pointer is, as shares of the picture's width and height. */
  function at(event: PointerEvent) {
    const rect = area.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-part]')?.dataset['part'];
    const part = parts.find((each) => each.key === key);
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = part
      ? { kind: 'move', key: part.key, from: at(event), box: part.box }
      : { kind: 'draw', from: at(event) };
    if (!part) event.preventDefault();
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    const now = drag.current;
    if (!now) return;
    const point = at(event);
    if (now.kind === 'draw') setDraft(boxBetween(now.from, point));
    else change(now.key, { box: moveBox(now.box, point.x - now.from.x, point.y - now.from.y) });
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    const now = drag.current;
    drag.current = null;
    if (!now) return;
    if (now.kind === 'move') {
      const index = parts.findIndex((part) => part.key === now.key);
      const part = parts[index];
      if (part) setSaid(`${label(index)}: ${boxReadout(part.box)}.`);
      return;
    }
    const box = boxBetween(now.from, at(event));
    setDraft(null);
    // A click without a drag draws nothing.
    if (box.w >= OCCLUSION_BOX_MIN && box.h >= OCCLUSION_BOX_MIN) addPart(box, 'name');
  }

  function save() {
    if (!picture) return;
    if (parts.length === 0) {
      setMessage({ tone: 'error', text: 'Please put at least one box on the picture.' });
      focusWhenShown(`${id}-add`);
      return;
    }
    const unnamed = parts.findIndex((part) => part.name.trim() === '');
    if (unnamed >= 0) {
      setMessage({ tone: 'error', text: `Please name ${label(unnamed).toLowerCase()}: what is under it?` });
      focusWhenShown(nameId(parts[unnamed]!.key));
      return;
    }
    const group = newId();
    const front = words.trim() || `Picture for ${deck.name}`;
    const cards = parts.map((part) => ({
      kind: 'picture' as const,
      front,
      back: part.name.trim(),
      tags: [],
      suspended: false,
      occlusion: { pictureId: picture.id, group, box: part.box, hideAll },
    }));
    runMutation(
      addCards,
      { deckId: deck.id, cards },
      {
        onSuccess: (saved) => {
          const text = `${saved.length} picture card${saved.length === 1 ? '' : 's'} added to ${deck.name}.`;
          setPicture(null);
          setParts([]);
          setWords('');
          setMessage({ tone: 'success', text });
          onSaid(text);
          // The picture and its boxes are gone: focus goes to what was done.
          focusWhenShown(`${id}-message`);
        },
        onError: (error) =>
          setMessage({ tone: 'error', text: `The picture cards were not saved. ${error.message}` }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4" onPaste={paste}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Make picture cards
      </h2>
      <p>
        Choose a picture, such as a diagram or a map. Put a box over each part you want to learn and name it:
        each box becomes a card that hides its part and asks what is there.
      </p>
      {message && (
        <div id={`${id}-message`} tabIndex={-1}>
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      )}
      {!picture ? (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              busy={busy}
              busyLabel="Adding…"
              onClick={() => fileInput.current?.click()}
            >
              Choose a picture
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => cameraInput.current?.click()}>
              Take a photo
            </Button>
          </div>
          <p className="text-sm text-muted">Or paste a picture while one of these buttons has focus.</p>
          <YourPictures onUse={choose} />
          <PictureFileInputs
            fileInput={fileInput}
            cameraInput={cameraInput}
            onFile={(file) => void upload(file)}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <Field
            id={`${id}-words`}
            label="Words for the picture"
            hint={`Read out in its place on every card. Left empty, it says “Picture for ${deck.name}”.`}
            value={words}
            maxLength={PICTURE_ALT_MAX}
            onChange={(event) => setWords(event.target.value)}
            autoComplete="off"
          />
          <p id={`${id}-how`} className="text-sm text-muted">
            Drag across the picture to draw a box, or press “Add a box”. On a box, the arrow keys move it,
            Shift with the arrow keys changes its size, and Enter goes to its name.
          </p>
          <div
            ref={area}
            className="relative inline-block max-w-full touch-none select-none align-top leading-none"
            onPointerDown={pointerDown}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={() => {
              drag.current = null;
              setDraft(null);
            }}
          >
            <img
              src={pictureAddress(picture.id)}
              alt={words.trim() || `Picture for ${deck.name}`}
              draggable={false}
              className="block h-auto max-h-[70vh] max-w-full cursor-crosshair rounded-lg"
            />
            {parts.map((part, index) => (
              <button
                key={part.key}
                id={boxId(part.key)}
                type="button"
                data-part={part.key}
                aria-label={`${label(index)}${part.name.trim() ? `: ${part.name.trim()}` : ', not named yet'}`}
                aria-describedby={`${id}-how`}
                aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Shift+ArrowUp Shift+ArrowDown Shift+ArrowLeft Shift+ArrowRight Enter Delete"
                className="absolute cursor-move rounded-sm border-4 border-primary-strong bg-primary/40 focus-visible:outline-offset-0"
                style={boxStyle(part.box)}
                onKeyDown={(event) => boxKeys(event, part, index)}
              >
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-0 bg-primary-strong px-1 text-sm leading-normal font-bold text-white"
                >
                  {index + 1}
                </span>
              </button>
            ))}
            {draft && (
              <div
                aria-hidden="true"
                className="absolute rounded-sm border-4 border-dashed border-primary-strong"
                style={boxStyle(draft)}
              />
            )}
          </div>
          {parts.length > 0 && (
            <ol className="space-y-3" aria-label="Boxes and their names">
              {parts.map((part, index) => (
                <li key={part.key} className="flex flex-wrap items-end gap-2">
                  <Field
                    id={nameId(part.key)}
                    label={`Name of box ${index + 1}`}
                    hint={boxReadout(part.box)}
                    value={part.name}
                    maxLength={CARD_SIDE_MAX}
                    onChange={(event) => change(part.key, { name: event.target.value })}
                    autoComplete="off"
                    className="min-w-[min(100%,14rem)] flex-1"
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Remove box ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <Button id={`${id}-add`} variant="secondary" onClick={() => addPart(startBox(parts.length), 'box')}>
            Add a box
          </Button>
          <fieldset className="space-y-1">
            <legend className="font-medium">While one part is asked</legend>
            {(
              [
                [false, 'Show the other parts'],
                [true, 'Hide the other parts too'],
              ] as const
            ).map(([value, text]) => (
              <label key={text} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-hide`}
                  className="size-5"
                  checked={hideAll === value}
                  onChange={() => setHideAll(value)}
                />
                {text}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button onClick={save} busy={addCards.isPending} busyLabel="Saving…">
              {parts.length > 0
                ? `Make ${parts.length} picture card${parts.length === 1 ? '' : 's'}`
                : 'Make picture cards'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setPicture(null);
                setParts([]);
                focusWhenShown(`${id}-heading`);
              }}
            >
              Choose another picture
            </Button>
          </div>
        </div>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}
