import type { Node, NodeProps } from '@xyflow/react';
import { Handle, Position } from '@xyflow/react';
import { Loader2, Plus, Sparkles, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { ReadingText } from '../../components/reading-text';
import type { MapAction } from './map-keys';
import { keysText, topicAction } from './map-keys';
import { KEYS_HELP_ID, useTopicActions } from './topic-actions';

export interface TopicData extends Record<string, unknown> {
  text: string;
  level: number;
  childCount: number;
  /** The one topic Tab lands on when entering the map. */
  active: boolean;
  suggesting: boolean;
}

export type TopicFlowNode = Node<TopicData, 'topic'>;

const ADD = topicAction('add-subtopic');
const SUGGEST = topicAction('suggest');
const DELETE = topicAction('delete');
const tooltip = (action: MapAction<never>) => `${action.label} (${keysText(action)})`;

const actionClass =
  'nodrag inline-flex size-8 items-center justify-center rounded-md border border-line bg-surface text-fg hover:border-primary';

/** A topic box. Its actions show while it is hovered or holds focus. */
export const TopicNode = memo(function TopicNode({ id, data }: NodeProps<TopicFlowNode>) {
  const actions = useTopicActions();
  const central = data.level === 1;
  const subtopics = data.childCount === 1 ? '1 subtopic' : `${data.childCount} subtopics`;
  // The actions are drawn only while wanted: a 500-topic map then holds 500 boxes, not 2,000 controls.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <div
      // Only notices hover and focus for its topic; the topic itself is the widget.
      role="presentation"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div
        // A widget of its own: the keys of TOPIC_KEYS act on it (map-keys.ts).
        role="button"
        aria-roledescription="topic"
        aria-label={`${data.text}. ${central ? 'Central topic' : `Level ${data.level}`}, ${subtopics}.`}
        aria-describedby={KEYS_HELP_ID}
        aria-busy={data.suggesting || undefined}
        data-topic-id={id}
        tabIndex={data.active ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) actions.focus(id);
        }}
        onKeyDown={(event) => {
          if (event.target === event.currentTarget) actions.keyDown(id, event);
        }}
        onDoubleClick={() => actions.rename(id)}
        className={`w-max max-w-[200px] rounded-xl border-2 px-4 py-2 text-center break-words shadow-sm ${
          central
            ? 'border-primary bg-primary-soft font-semibold text-fg'
            : 'border-control bg-surface text-fg'
        }`}
      >
        <ReadingText text={data.text} />
      </div>
      {(hovered || focused) && (
        <div
          // Every action also has its key, so these stay out of the Tab order.
          className="absolute -top-10 left-1/2 flex -translate-x-1/2 gap-1"
        >
          <button
            type="button"
            tabIndex={-1}
            className={actionClass}
            aria-label={`Add subtopic to ${data.text}`}
            title={tooltip(ADD)}
            onClick={() => actions.addChild(id)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            tabIndex={-1}
            className={actionClass}
            aria-label={`Suggest subtopics for ${data.text}`}
            title={tooltip(SUGGEST)}
            disabled={data.suggesting}
            onClick={() => actions.suggest(id)}
          >
            {data.suggesting ? (
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            tabIndex={-1}
            className={`${actionClass} text-danger`}
            aria-label={`Delete ${data.text}`}
            title={tooltip(DELETE)}
            onClick={() => actions.remove(id)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
