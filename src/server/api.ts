import { Hono } from 'hono';
import { accountRoutes } from './features/account/routes';
import { bionicRoutes } from './features/bionic/routes';
import { readerRoutes } from './features/conversions/reader-routes';
import { conversionRoutes } from './features/conversions/routes';
import type { FeatureDeps } from './features/deps';
import { feedbackRoutes } from './features/feedback/routes';
import { profileRoutes } from './features/profile/routes';
import { settingsRoutes } from './features/settings/routes';
import { weatherRoutes } from './features/weather/routes';
import type { AppEnv } from './http/env';

/** Every signed-in feature's routes under /api. Its type is what the browser's typed client sees. */
export function featureRoutes(deps: FeatureDeps) {
  return new Hono<AppEnv>()
    .route('/profile', profileRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/weather', weatherRoutes(deps))
    .route('/bionic', bionicRoutes(deps))
    .route('/feedback', feedbackRoutes(deps))
    .route('/conversions', conversionRoutes(deps))
    .route('/reader', readerRoutes(deps));
}

export type FeatureApi = ReturnType<typeof featureRoutes>;
