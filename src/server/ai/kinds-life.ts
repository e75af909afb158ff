// Specific kinds of task: health, people, and fixing things (plan-shape.ts). They come
// before the broad kinds, so a tie between a specific kind and a broad one goes to the specific one.
import type { Plan } from './plan-shape';

export const LIFE_KINDS: readonly Plan[] = [];
