import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const TodoList = lazyPart(
  () => import('./todo-list').then((m) => m.TodoList),
  () => import('../../../shared/todo/todos'),
);

/** The AI-assisted todo list (docs/product.md#todo-list): tasks, and small steps for a task that feels stuck. */
export default function TodoPage() {
  return (
    <ToolScreen
      tool="todo"
      title="AI-Powered Todo List · NeuroNest"
      intro="Write down a task. Stuck on one? Ask for small steps to get going."
      className="max-w-3xl py-8"
      controls={TodoList}
    />
  );
}
