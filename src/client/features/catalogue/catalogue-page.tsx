import { Link } from 'react-router';
import { ReadingText } from '../../components/reading-text';
import type { Tool } from '../../lib/tool-registry';
import { toolGroups, tools } from '../../lib/tool-registry';
import { toolCards } from './tool-cards';

export default function CataloguePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <title>Support Tools · NeuroNest</title>
      <h1 className="text-3xl font-bold">Support Tools</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Small tools for focus, reading, calm and money. Pick one to open it.
      </p>
      {toolGroups.map((group) => {
        const groupTools = tools.filter((tool) => tool.group === group);
        const headingId = `group-${group.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={group} aria-labelledby={headingId} className="mt-10">
            <h2 id={headingId} className="text-xl font-semibold">
              {group}
            </h2>
            <ul className="mt-4 grid grid-fill-18 gap-4">
              {groupTools.map((tool) => (
                <li key={tool.id} className="flex">
                  <ToolCard tool={tool} available={tool.status === 'available'} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ToolCard({ tool, available }: { tool: Tool; available: boolean }) {
  const { icon: Icon, description } = toolCards[tool.id];
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${
            available ? 'bg-primary-soft text-primary-ink' : 'border border-line text-muted'
          }`}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {!available && (
          <span className="rounded-full border border-line px-3 py-1 text-sm font-medium text-muted">
            Coming Soon
          </span>
        )}
      </span>
      <span className="mt-4 block text-lg font-semibold">{tool.title}</span>
      <ReadingText className="mt-1 block text-muted" text={description} />
    </>
  );
  const card = 'flex w-full flex-col rounded-xl border border-line bg-surface p-5 text-left';
  if (!available) {
    return (
      // Dimmed by a dashed outline and muted colours, never by opacity: the text keeps its contrast.
      <div className={`${card} border-dashed bg-app text-muted`}>{body}</div>
    );
  }
  return (
    <Link to={tool.path} className={`${card} transition-colors hover:border-primary`}>
      {body}
    </Link>
  );
}
