import { z } from './zod';

/**
 * The id the app gives a new item, so an item sent twice (a change kept offline whose first answer was lost,
 * decision 101) is added once. `what` names the item in the message.
 */
export const appMadeId = (what: string) =>
  z.uuid({ error: `Please give the ${what} an id made by the app.` }).optional();
