// Runs before the app: paints the last signed-in user's theme, font and spacing at once, so a
// protected screen never flashes the wrong look. The server's copy replaces it as soon as it loads.
import { applyPreferences, rememberedAppearance } from './lib/preferences';

const remembered = rememberedAppearance();
if (remembered) applyPreferences(remembered);
