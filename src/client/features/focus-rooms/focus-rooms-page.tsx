import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const FocusRooms = lazyPart(
  () => import('./focus-rooms').then((m) => m.FocusRooms),
  () => import('../../../shared/focus-rooms/rooms'),
);

/** Focus rooms (docs/product.md#focus-rooms): work alongside others, no camera, no chat in open rooms. */
export default function FocusRoomsPage() {
  return (
    <ToolScreen
      tool="focus-rooms"
      title="Focus Rooms · NeuroNest"
      intro="Work alongside other people, without a camera. Everyone in a room follows the same timer; you choose how you are seen."
      className="max-w-3xl py-8"
      controls={FocusRooms}
    />
  );
}
