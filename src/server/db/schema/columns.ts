import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column kinds the tables of every module share.

/** PostgreSQL's bytes (drizzle-orm 0.45 has no built-in bytea): a Buffer in Node on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
