import type { Node, NodeProps } from '@xyflow/react';
import { Handle, Position } from '@xyflow/react';
import { Loader2, Plus, Sparkles, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { ReadingText } from '../../components/reading-text';
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

const actionClass =
  'nodrag inline-flex size-8 items-center justify-center rounded-md border border-line bg-surface text-fg hover:border-primary';

/** A topic box. Its actions show while it is hovered or holds focus. */
export const TopicNode = memo(function TopicNode({ id, data }: NodeProps<TopicFlowNode>) {
  const actions = useTopicActions();
  const central = data.level === 1;
  const subtopics = data.childCount === 1 ? '1 subtopic' : `${data.childCount} subtopics`;
  return (
    <div className="group relative">
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div
        // A widget of its own: the arrow keys, Insert, Enter, F2 and Delete act on it (see KeysHelp).
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
        } ${data.active ? 'ring-2 ring-primary-ink ring-offset-2 ring-offset-surface' : ''}`}
      >
        <ReadingText text={data.text} />
      </div>
      <div
        // Shown on hover or focus; every action also has its key, so these stay out of the Tab order.
        className="invisible absolute -top-10 left-1/2 flex -translate-x-1/2 gap-1 group-focus-within:visible group-hover:visible"
      >
        <button
          type="button"
          tabIndex={-1}
          className={actionClass}
          aria-label={`Add subtopic to ${data.text}`}
          title="Add subtopic (Insert or Tab)"
          onClick={() => actions.addChild(id)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className={actionClass}
          aria-label={`Suggest subtopics for ${data.text}`}
          title="Suggest subtopics (S)"
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
          title="Delete (Delete)"
          onClick={() => actions.remove(id)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
