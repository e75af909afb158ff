import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PictureType } from '../../shared/pictures';
import { userId } from './auth-schema';
import { createdAt } from './columns';

/** Raw bytes. node-postgres reads a bytea as a Buffer, the embedded database as a Uint8Array: one Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The person's pictures (docs/product.md#pictures, decision 168), re-encoded by the server with nothing of the
 * original file's metadata, kept in the database so that every instance and every backup has them.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    type: text('type').$type<PictureType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pictures_user_created_idx').on(table.userId, table.createdAt)],
);
