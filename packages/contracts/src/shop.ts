import { z } from 'zod';

/**
 * Fields the shop's requests share (cart, addresses, orders, reviews). Every `userId` a client
 * sends must be the signed-in user's id.
 */
export const userIdField = z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(100);
export const productIdField = z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(100);

/** `{userId}` in a path: the signed-in user's own cart, addresses or orders. */
export const userIdParamsSchema = z.object({ userId: userIdField });
