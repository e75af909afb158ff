import { Hono } from 'hono';
import type { FeatureDeps } from './features/deps';
import { profileRoutes } from './features/profile/routes';
import type { AppEnv } from './http/env';

/** Every signed-in feature's routes under /api. Its type is what the browser's typed client sees. */
export function featureRoutes(deps: FeatureDeps) {
  return new Hono<AppEnv>().route('/profile', profileRoutes(deps));
}

export type FeatureApi = ReturnType<typeof featureRoutes>;
