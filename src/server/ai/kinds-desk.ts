// Specific kinds of task at a desk: money, accounts, work and study (plan-shape.ts). They come
// before the broad kinds, so a tie between a specific kind and a broad one goes to the specific one.
import type { Plan } from './plan-shape';

export const DESK_KINDS: readonly Plan[] = [];
