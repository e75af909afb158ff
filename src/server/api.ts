import { Hono } from 'hono';
import { accountRoutes, undoEmailChangeRoutes } from './features/account/routes';
import { aiRoutes } from './features/ai/routes';
import { bionicRoutes } from './features/bionic/routes';
import { calendarFeedRoutes } from './features/calendar-feed/routes';
import { budgetRoutes } from './features/budget/routes';
import { readerRoutes } from './features/text-converter/reader-routes';
import { conversionRoutes } from './features/text-converter/routes';
import { dayRoutes } from './features/my-day/routes';
import { dictionaryRoutes } from './features/dictionary/routes';
import type { FeatureDeps } from './features/deps';
import { focusRoomRoutes } from './features/focus-rooms/routes';
import { focusSoundsRoutes } from './features/focus-sounds/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { habitRoutes } from './features/habits/routes';
import { kanbanRoutes } from './features/kanban/routes';
import { pictureRoutes, symbolRoutes } from './features/pictures/routes';
import { profileRoutes } from './features/profile/routes';
import { reminderRoutes } from './features/reminders/routes';
import { routineRoutes } from './features/routine-planner/routes';
import { mindMapSettingsRoutes } from './features/mind-map/mind-map-settings-routes';
import { projectsRoutes } from './features/mind-map/routes';
import { settingsRoutes } from './features/settings/routes';
import { studyRoutes } from './features/study-buddy/routes';
import { todoRoutes } from './features/todo/routes';
import { timeBoxRoutes } from './features/time-box/routes';
import { weatherRoutes } from './features/weather/routes';
import { wordsRoutes } from './features/words/routes';
import type { AppEnv } from './http/env';

/** Every signed-in feature's routes under /api. Its type is what the browser's typed client sees. */
export function featureRoutes(deps: FeatureDeps) {
  return (
    new Hono<AppEnv>()
      .route('/profile', profileRoutes(deps))
      .route('/settings', settingsRoutes(deps))
      // Before /account, whose routes all need a session: the link is opened signed out.
      .route('/account/undo-email-change', undoEmailChangeRoutes(deps))
      .route('/account', accountRoutes(deps))
      .route('/weather', weatherRoutes(deps))
      .route('/bionic', bionicRoutes(deps))
      .route('/feedback', feedbackRoutes(deps))
      .route('/budget', budgetRoutes(deps))
      .route('/ai', aiRoutes(deps))
      .route('/todos', todoRoutes(deps))
      .route('/kanban', kanbanRoutes(deps))
      .route('/habits', habitRoutes(deps))
      .route('/routines', routineRoutes(deps))
      .route('/day', dayRoutes(deps))
      .route('/calendar-feed', calendarFeedRoutes(deps))
      .route('/reminders', reminderRoutes(deps))
      .route('/study', studyRoutes(deps))
      .route('/projects', projectsRoutes(deps))
      .route('/mind-map', mindMapSettingsRoutes(deps))
      .route('/time-box', timeBoxRoutes(deps))
      .route('/focus-sounds', focusSoundsRoutes(deps))
      .route('/focus-rooms', focusRoomRoutes(deps))
      .route('/conversions', conversionRoutes(deps))
      .route('/reader', readerRoutes(deps))
      .route('/words', wordsRoutes(deps))
      .route('/dictionary', dictionaryRoutes(deps))
      .route('/pictures', pictureRoutes(deps))
      .route('/symbols', symbolRoutes(deps))
  );
}

export type FeatureApi = ReturnType<typeof featureRoutes>;
