import type { RoutineCreate } from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { routineSize } from './routine-card';
import { RoutineIconPicture } from '../../components/routine-icons';
import { ROUTINE_TEMPLATES } from './routine-templates';

/** The ready routines, each with its steps in brief and a button that adds it as the person's own. */
export function RoutineTemplates({ onUse }: { onUse: (template: RoutineCreate) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ROUTINE_TEMPLATES.map((template) => {
        return (
          <li key={template.name} className="flex flex-col rounded-xl border border-line bg-surface p-4">
            <div className="flex items-center gap-2">
              <RoutineIconPicture icon={template.icon ?? 'sun'} className="size-6 text-primary-ink" />
              <h3 className="text-lg font-semibold">{template.name}</h3>
            </div>
            <p className="text-sm text-muted">
              {routineSize({ steps: template.steps ?? [] })}:{' '}
              {(template.steps ?? []).map((step) => step.title).join(', ')}
            </p>
            <Button
              variant="secondary"
              className="mt-3 self-start"
              aria-label={`Use this routine: ${template.name}`}
              onClick={() => onUse(template)}
            >
              Use this routine
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
