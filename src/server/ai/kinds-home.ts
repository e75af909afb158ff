// Specific kinds of task at home: laundry, dishes, bins, baking, pets' supplies and the like (plan-shape.ts). They come
// before the broad kinds, so a tie between a specific kind and a broad one goes to the specific one.
import type { Plan } from './plan-shape';

export const HOME_KINDS: readonly Plan[] = [];
