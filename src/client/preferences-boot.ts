// Runs before the app. The server already painted the remembered look into <html>; this settles what only
// the browser knows (a light or dark system setting). The server's saved copy replaces it once it loads.
import { DEFAULT_APPEARANCE } from '../shared/appearance';
import { applyPreferences, rememberedAppearance } from './lib/preferences';

applyPreferences(rememberedAppearance() ?? DEFAULT_APPEARANCE);
