import { queryOptions } from '@tanstack/react-query';
import type { SavedMix } from '../../../shared/focus-sounds/sounds';
import { api, unwrap } from '../api';

/** The person's saved mixes (decision 095), read by Focus Sounds and by the time box's choice of sound. */
export const mixesQuery = queryOptions({
  queryKey: ['focus-sounds', 'mixes'],
  queryFn: () => unwrap<SavedMix[]>(api['focus-sounds'].mixes.$get()),
});
