import { useState } from 'react';
import { Link } from 'react-router';
import type { ProjectSummary } from '../../../shared/mind-map/projects';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ConfirmDialog, SaveDialog } from './dialogs';
import { useDeleteProject, useProjectList, useRenameProject } from './mind-map-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  currentId: string | null;
  onRenamed(id: string, title: string): void;
  onDeleted(id: string): void;
}

/** 'My mind maps': the user's saved maps, most recently opened first. */
export function ProjectList({ currentId, onRenamed, onDeleted }: Props) {
  const list = useProjectList();
  const rename = useRenameProject();
  const remove = useDeleteProject();
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  return (
    <section aria-labelledby="my-mind-maps" className="mt-10">
      <h2 id="my-mind-maps" className="text-xl font-semibold">
        My mind maps
      </h2>
      {list.isPending && <p className="mt-3 text-muted">Loading...</p>}
      {list.isError && (
        <div className="mt-3">
          <Notice tone="error">Your saved mind maps could not be loaded. Please reload the page.</Notice>
        </div>
      )}
      {list.data?.length === 0 && (
        <p className="mt-3 text-muted">No saved mind maps yet. Save a map to find it here.</p>
      )}
      {(rename.isError || remove.isError) && (
        <div className="mt-3">
          <Notice tone="error">
            {(rename.error ?? remove.error)?.message ?? 'That did not work. Please try again.'}
          </Notice>
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
          {list.data.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="max-w-full flex-[1_1_12rem] break-words">
                <Link
                  to={`/tools/mind-map?project=${project.id}`}
                  className="font-medium text-primary-ink underline underline-offset-4"
                  aria-current={project.id === currentId ? 'page' : undefined}
                >
                  {project.title}
                </Link>
                {project.id === currentId && <span className="ml-2 text-sm text-muted">(open now)</span>}
                <p className="text-sm text-muted">
                  Last opened {dateFormat.format(new Date(project.lastOpenedAt))}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setRenaming(project)}
                  aria-label={`Rename ${project.title}`}
                >
                  Rename
                </Button>
                <Button
                  variant="danger"
                  onClick={() => setDeleting(project)}
                  aria-label={`Delete ${project.title}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SaveDialog
        open={renaming !== null}
        heading="Rename Mind Map"
        initialTitle={renaming?.title ?? ''}
        onClose={() => setRenaming(null)}
        onSave={(title) => {
          const project = renaming!;
          setRenaming(null);
          rename.mutate({ id: project.id, title }, { onSuccess: () => onRenamed(project.id, title) });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this mind map?"
        description={`"${deleting?.title ?? ''}" will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const project = deleting!;
          setDeleting(null);
          remove.mutate(project.id, { onSuccess: () => onDeleted(project.id) });
        }}
      />
    </section>
  );
}
